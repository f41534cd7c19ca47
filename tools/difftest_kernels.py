"""Numerical-kernel region bodies for tools/difftest (the 'kernels' family).

Each kernel function is self-contained: its own arrays (global arrays of a
fixed capacity with run-time loop bounds, or VLA parameters whose sizes are
the loop bounds), a plain host initialization, one '#pragma acc region'
shaped like PolyBench / linear-algebra code, and checksums of every array
and scalar after the region. Shapes: imperfect nests (a row initialized,
then inner loops), statements between inner loops, element accumulators
(x[i] += ... inside an inner loop, two in one loop, read back inside the
loop), accumulation into y[j] across an outer loop, triangular bounds
(j < i, j <= i, j from i + 1, k < j) with symmetric accesses, temporary
arrays written then read per iteration (and ones not fully written first),
sequential outer loops with scalars assigned between parallel inner loops
(sqrt or division of an accumulated scalar, the loop index), matrix
products in every index order, transposes, in-place recurrences (LU-like).

Exactness: every value is an integer (floating point included) bounded so
that every sum is exact in its type (float below 2^24, double below 2^50,
int below 2^30): reordered reductions give the same bits. Growth is cut by
fmod / % (exact); divisions are by positive divisors and floored; sqrt is
correctly rounded and floored. Sizes include 0 (fixed-capacity form only,
VLA bounds are positive), 1, and odd sizes past block and tile sizes.
"""

import random
import re

WRAP = {"int": 1021, "double": 1021, "float": 61}
LIM = {"int": 1 << 30, "double": 1 << 50, "float": 1 << 24}
SIZES = [1, 2, 3, 5, 7, 16, 17, 31, 33, 64, 65, 100, 127, 130]
DIMS = {"A": ("n", "m"), "B": ("m", "n"), "C": ("n", "n"), "D": ("n", "m"),
        "E": ("m", "m"), "x": ("n",), "z": ("n",), "y": ("m",), "w": ("m",),
        "t": ("m",), "u": ("n",)}


class KFn:
    """One kernel function: its arrays, bounds and region body."""

    def __init__(self, r, idx):
        self.r = r
        self.idx = idx
        self.name = "k%d" % idx
        self.T = r.choice(["int", "float", "double", "double"])
        self.form = r.choice(["vla", "vla", "fixed", "const"])
        self.pbdecl = r.random() < 0.5          # 'int i, j, k;' at function top
        # the loops' index type (size_t, unsigned: triangles in unsigned
        # arithmetic, 'i-- > 0' loops down), from a generator of its own so
        # that the rest of the seed stays as it was
        # How an increasing loop tests its bound ('i < hi', or C++'s 'i + 1
        # <= hi'), from its own stream so that the rest of a seed's program
        # stays as it was.
        self.conds = random.Random(repr(r.getstate()) + "conds")
        self.helpers = random.Random(repr(r.getstate()) + "helpers")
        self.itype = random.Random(repr(r.getstate()) + "itype").choice(
            ["int"] * 6 + ["size_t", "unsigned"])
        self.bound = {}                          # array role -> max |value|
        self.scalars = []                        # (name, init)
        self.used = set()
        self.sizes = {}                          # symbol -> max size over calls
        self.calls = []
        self.choose_sizes()
        for role in DIMS:
            self.bound[role] = 7

    # ------------------------------------------------------------ sizes
    def choose_sizes(self):
        R = self.r
        ncalls = 1 if self.form == "const" else R.choice([1, 2, 2])
        for _ in range(ncalls):
            pool = SIZES + ([0, 0] if self.form == "fixed" else [])
            n, m = R.choice(pool), R.choice(pool)
            if n * m * max(n, m) > 400000:
                n = min(n, 65)
            self.calls.append((n, m))
        self.sizes["n"] = max(c[0] for c in self.calls)
        self.sizes["m"] = max(c[1] for c in self.calls)
        self.K = max(self.sizes["n"], self.sizes["m"], 1)

    def ext(self, sym):
        if self.form == "const":
            return "%s_%s" % (self.name.upper(), sym.upper())
        return sym

    def arr(self, role):
        self.used.add(role)
        if self.form == "vla":
            return role
        return "%s_%s" % (self.name, role)

    def ref(self, role, *subs):
        # some subscripts through an index helper ('a[k_at(i + 1)]'), whose
        # call the analysis reads as the expression it returns
        return self.arr(role) + "".join(
            "[%s_at(%s)]" % (self.name, s) if self.helpers.random() < 0.15
            else "[%s]" % s for s in subs)

    # ------------------------------------------------------- arithmetic
    def wrap(self, e, mod=None):
        mod = mod or WRAP[self.T]
        if self.T == "int":
            return "(%s) %% %d" % (e, mod)
        if self.T == "float":
            return "fmodf(%s, %d.0f)" % (e, mod)
        return "fmod(%s, %d.0)" % (e, mod)

    def operand(self, role, subs, cap):
        """A read of role[subs] whose value is at most cap (wrapped when the
        array may hold more)."""
        code = self.ref(role, *subs)
        if self.bound[role] <= cap:
            return code, self.bound[role]
        mod = max(2, min(cap, WRAP[self.T]))
        return self.wrap(code, mod), mod - 1

    def caps(self, init_b, terms, nops=2):
        """Per-operand cap so that init_b + terms * cap^nops fits."""
        room = max(1, (LIM[self.T] - init_b) // max(1, terms))
        c = int(room ** (1.0 / nops))
        while c > 1 and c ** nops > room:
            c -= 1
        return max(1, min(c, WRAP[self.T] * 4))

    def setb(self, role, b):
        self.bound[role] = max(self.bound[role], b)
        assert self.bound[role] <= LIM[self.T], (role, b)

    def floor_div(self, num, den):
        if self.T == "int":
            return "(%s) / (%s)" % (num, den)
        f = "floorf" if self.T == "float" else "floor"
        return "%s((%s) / (%s))" % (f, num, den)

    def floor_sqrt(self, s):
        if self.T == "int":
            return "(int)sqrt((double)%s)" % s
        if self.T == "float":
            return "floorf(sqrtf(%s))" % s
        return "floor(sqrt(%s))" % s

    # ------------------------------------------------------------ loops
    # bounds an unsigned index takes as the int one does: never negative
    UNSIGNED_OK = re.compile(r"^(\d+|[A-Za-z_]\w*|[ijk] \+ 1)$")

    def loop_head(self, var, lo, hi, down=False):
        predeclared = self.pbdecl and var in "ijk"      # an int
        decl = "" if predeclared else "int "
        if not predeclared and self.itype != "int" and \
                self.UNSIGNED_OK.match(lo) and self.UNSIGNED_OK.match(hi):
            decl = self.itype + " "
            if down:
                # C's loop down to 'lo' that never wraps
                return "for (%s%s = %s; %s-- > %s;)" % (decl, var, hi, var, lo)
            return "for (%s%s = %s; %s; %s++)" % (decl, var, lo,
                                                 self.below(var, hi), var)
        if down:
            return "for (%s%s = %s - 1; %s >= %s; %s--)" % (decl, var, hi, var, lo, var)
        return "for (%s%s = %s; %s; %s++)" % (decl, var, lo, self.below(var, hi),
                                             var)

    def below(self, var, hi):
        """'var < hi', sometimes as the index plus a constant."""
        return self.conds.choice(["%s < %s" % (var, hi)] * 3 +
                                 ["%s + 1 <= %s" % (var, hi),
                                  "1 + %s <= %s" % (var, hi),
                                  "%s + 2 < (%s) + 2" % (var, hi)])

    def full(self, var, sym, down_p=0.2):
        return self.loop_head(var, "0", self.ext(sym), self.r.random() < down_p)

    def tri(self, var, outer, sym, kind=None):
        """Triangular bounds against the outer index."""
        kind = kind or self.r.choice(["lt", "le", "gt"])
        if kind == "lt":
            return self.loop_head(var, "0", outer), kind
        if kind == "le":
            return self.loop_head(var, "0", outer + " + 1"), kind
        return self.loop_head(var, outer + " + 1", self.ext(sym)), kind

    def square(self):
        """A square matrix role and its size symbol."""
        return self.r.choice([("C", "n"), ("E", "m")])

    # ------------------------------------------------------------ phases
    # Each phase returns the lines of one loop nest at indentation ind and
    # updates the bounds of what it writes. Index names: i, j, k.
    def p_rowacc(self, ind):
        """x[i] accumulated over j inside the i loop (matrix-vector)."""
        R = self.r
        acc, other = R.choice([("x", "z"), ("z", "x")])
        mat = R.choice(["A", "B"])
        msub = ("i", "j") if mat == "A" else ("j", "i")
        vec = R.choice(["y", "w"])
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        out = [ind + self.full("i", "n") + " {"]
        pre = R.choice(["zero", "const", "scale", "copy", "none", "none", "scalar"])
        init_b = {"zero": 0, "const": 3, "scale": 2 * self.bound[acc], "copy": self.bound[other],
                  "none": self.bound[acc], "scalar": 0}[pre]
        if init_b > LIM[self.T] // 4:
            pre, init_b = "zero", 0
        tgt = self.ref(acc, "i")
        if pre == "scalar":
            tgt = "acc" if R.random() < 0.5 else self.fresh_scalar()
            out.append(a + ("%s acc = 0;" % self.T if tgt == "acc" else "%s = 0;" % tgt))
        elif pre == "zero":
            out.append(a + "%s = 0;" % tgt)
        elif pre == "const":
            out.append(a + "%s = 3;" % tgt)
        elif pre == "scale":
            out.append(a + "%s = %s * 2;" % (tgt, tgt))
        elif pre == "copy":
            out.append(a + "%s = %s;" % (tgt, self.ref(other, "i")))
        cap = self.caps(init_b, self.K * 2)
        mo, mb = self.operand(mat, msub, cap)
        vo, vb = self.operand(vec, ("j",), cap)
        term = "%s * %s" % (mo, vo)
        body = []
        form = R.choice(["+=", "+=", "plus", "-=", "cond", "two", "readback", "readcond", "max"])
        if form == "plus":
            body.append("%s = %s + %s;" % (tgt, tgt, term))
        elif form == "-=":
            body.append("%s -= %s;" % (tgt, term))
        elif form == "cond":
            body.append("if (%s > 3)" % self.ref(mat, *msub))
            body.append("  %s += %s;" % (tgt, term))
        else:
            body.append("%s += %s;" % (tgt, term))
        if form == "two" and pre != "scalar" and \
                self.bound[other] + self.K * mb < LIM[self.T] // 2:
            # a second accumulator in the same loop
            body.append("%s += %s;" % (self.ref(other, "i"), mo))
            self.setb(other, self.bound[other] + self.K * mb)
        if form == "readback":
            # the running value read inside the loop: not a reduction
            body.append("%s = %s;" % (self.ref("D", "i", "j"), tgt))
        if form == "max":
            body = ["if (%s > %s) %s = %s;" % (mo, tgt, tgt, mo)]
        if form == "readcond":
            body.insert(0, "if (%s > 5) %s = 0;" % (tgt, tgt))
        out.append(a + self.full("j", "m", 0.3) + " {")
        out += [b + s for s in body]
        out.append(a + "}")
        vb_total = init_b + self.K * mb * vb
        if form == "readback":
            self.setb("D", vb_total)
        if pre == "scalar":
            out.append(a + "%s = %s;" % (self.ref(acc, "i"), tgt))
        post = R.choice(["none", "none", "wrap", "twice", "store"])
        if post == "wrap":
            out.append(a + "%s = %s;" % (self.ref(acc, "i"), self.wrap(self.ref(acc, "i"))))
            vb_total = min(vb_total, WRAP[self.T])
        elif post == "twice" and vb_total * 2 < LIM[self.T]:
            out.append(a + "%s = %s * 2;" % (self.ref(acc, "i"), self.ref(acc, "i")))
            vb_total *= 2
        elif post == "store":
            out.append(a + "%s = %s + 1;" % (self.ref("C", "i", "i"), self.ref(acc, "i")))
            self.setb("C", vb_total + 1)
        out.append(ind + "}")
        self.setb(acc, vb_total)
        return out

    def p_selfacc(self, ind):
        """An element of a square matrix accumulating its own row over a
        triangle: C[i][i] += C[i][j]. With j < i the loop never reads the
        accumulator (a reduction); with j <= i or all j it reads it (not)."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        S, d = self.square()
        out = self.prewrap(S, ind)
        kind = R.choice(["lt", "le", "gt", "full"])
        hd = self.full("j", d, 0.3) if kind == "full" else self.tri("j", "i", d, kind)[0]
        diag = self.ref(S, "i", "i")
        out.append(ind + self.full("i", d, 0.1) + " {")
        if R.random() < 0.5:
            out.append(a + "%s = %s;" % (diag, self.wrap(diag + " + 1")))
        out.append(a + hd)
        form = R.choice(["%s += %s;", "%s = %s + %s;", "%s -= %s;"])
        src = self.ref(S, "i", "j") if R.random() < 0.7 else self.ref(S, "j", "i")
        args = (diag, diag, src) if form.count("%s") == 3 else (diag, src)
        out.append(b + form % args)
        out.append(a + "%s = %s;" % (diag, self.wrap(diag)))
        out.append(ind + "}")
        self.bound[S] = WRAP[self.T]
        return out

    def fresh_scalar(self):
        name = "s%d" % len(self.scalars)
        self.scalars.append(name)
        return name

    def p_colacc(self, ind):
        """y[j] accumulated across the outer i loop (A^T x, bicg, atax)."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        out = []
        ytgt = R.choice(["y", "w"])
        zero_first = R.random() < 0.6
        if zero_first:
            out.append(ind + self.full("j", "m", 0) + "")
            out.append(a + "%s = 0;" % self.ref(ytgt, "j"))
            init_b = 0
        else:
            init_b = self.bound[ytgt]
        if init_b > LIM[self.T] // 4:
            out.append(ind + self.full("j", "m", 0) + "")
            out.append(a + "%s = %s;" % (self.ref(ytgt, "j"), self.wrap(self.ref(ytgt, "j"))))
            init_b = WRAP[self.T]
        shape = R.choice(["plain", "bicg", "atax", "atax"])
        out.append(ind + self.full("i", "n") + " {")
        cap = self.caps(init_b, self.K * 2)
        if shape == "atax":
            # u[i] = A[i][:] . v, then y[j] += A[i][j] * u[i]
            cap1 = self.caps(0, self.K)
            out.append(a + "%s = 0;" % self.ref("u", "i"))
            out.append(a + self.full("j", "m", 0))
            ao, ab = self.operand("A", ("i", "j"), cap1)
            vo, vb = self.operand("w" if ytgt == "y" else "y", ("j",), cap1)
            out.append(b + "%s += %s * %s;" % (self.ref("u", "i"), ao, vo))
            self.setb("u", self.K * ab * vb)
        out.append(a + self.full("j", "m", 0.3) + " {")
        ao, ab = self.operand("A", ("i", "j"), cap)
        xo, xb = self.operand("u" if shape == "atax" else "x", ("i",), cap)
        out.append(b + "%s = %s + %s * %s;" % (self.ref(ytgt, "j"), self.ref(ytgt, "j"), xo, ao))
        if shape == "bicg":
            q = "z"
            out.insert(len(out) - 1, a + "%s = 0;" % self.ref(q, "i"))
            vo, vb = self.operand("w" if ytgt == "y" else "y", ("j",), cap)
            out.append(b + "%s = %s + %s * %s;" % (self.ref(q, "i"), self.ref(q, "i"), ao, vo))
            self.setb(q, self.K * ab * vb)
        out.append(a + "}")
        out.append(ind + "}")
        self.setb(ytgt, init_b + self.K * ab * xb)
        return out

    MATMULS = [("C", "n", "n", "m", ("A", "ik"), ("B", "kj")),
               ("C", "n", "n", "m", ("A", "ik"), ("A", "jk")),
               ("D", "n", "m", "n", ("C", "ik"), ("A", "kj")),
               ("D", "n", "m", "n", ("C", "ki"), ("A", "kj")),
               ("E", "m", "m", "n", ("B", "ik"), ("A", "kj")),
               ("E", "m", "m", "n", ("A", "ki"), ("A", "kj")),
               ("A", "n", "m", "m", ("D", "ik"), ("E", "kj")),
               ("B", "m", "n", "m", ("E", "ik"), ("B", "kj"))]

    def p_matmul(self, ind):
        """out[i][j] (+)= L[i][k] * R[k][j] in a random index order."""
        R = self.r
        out_r, di, dj, dk, (lr, ls), (rr, rs) = R.choice(self.MATMULS)
        if out_r == rr:     # B = E * B would be in place
            out_r, di, dj, dk, (lr, ls), (rr, rs) = self.MATMULS[0]
        order = R.choice(["ijk", "ijk", "ikj", "ikj", "jik", "kij", "jki", "ijk-scalar"])
        init = R.choice(["zero", "scale", "none", "wrap"])
        tri = (di == dj) and R.random() < 0.25 and order in ("ijk", "ikj", "ijk-scalar")
        init_b = {"zero": 0, "scale": 2 * self.bound[out_r], "none": self.bound[out_r],
                  "wrap": WRAP[self.T]}[init]
        if init_b > LIM[self.T] // 4:
            init, init_b = "zero", 0
        cap = self.caps(init_b, self.K)
        sub = {"i": "i", "j": "j", "k": "k"}
        lo, lb = self.operand(lr, tuple(sub[c] for c in ls), cap)
        ro, rb = self.operand(rr, tuple(sub[c] for c in rs), cap)
        o = self.ref(out_r, "i", "j")
        init_stmt = {"zero": "%s = 0;" % o, "scale": "%s = %s * 2;" % (o, o), "none": None,
                     "wrap": "%s = %s;" % (o, self.wrap(o))}[init]
        upd = "%s += %s * %s;" % (o, lo, ro)
        # A conditional update stays in memory (held elements refuse it);
        # an unconditional one is held in a register across k when tiled.
        if order == "ijk" and R.random() < 0.25:
            upd = "if (%s) %s" % (R.choice(["(k & 1) == 0", "i != j", "k < j"]), upd)
        dims = {"i": di, "j": dj, "k": dk}
        jhead = (self.tri("j", "i", dj, "le")[0] if tri else self.full("j", dj, 0.15))

        def head(v):
            return jhead if v == "j" else self.full(v, dims[v], 0.15)
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        out = []
        if order == "ijk-scalar":
            out.append(ind + head("i") + " {")
            out.append(a + head("j") + " {")
            out.append(b + "%s sum = %s;" % (self.T, "0" if init in ("zero",) else
                                              ("%s * 2" % o if init == "scale" else
                                               (o if init == "none" else self.wrap(o)))))
            out.append(b + head("k"))
            out.append(c + "sum += %s * %s;" % (lo, ro))
            out.append(b + "%s = sum;" % o)
            out.append(a + "}")
            out.append(ind + "}")
        elif order == "ijk":
            out.append(ind + head("i") + " {")
            out.append(a + head("j") + " {")
            if init_stmt:
                out.append(b + init_stmt)
            out.append(b + head("k"))
            out.append(c + upd)
            out.append(a + "}")
            out.append(ind + "}")
        elif order == "ikj":
            out.append(ind + head("i") + " {")
            if init_stmt:
                out.append(a + head("j"))
                out.append(b + init_stmt)
            out.append(a + head("k"))
            out.append(b + head("j"))
            out.append(c + upd)
            out.append(ind + "}")
        else:
            if init_stmt:
                out.append(ind + head("i"))
                out.append(a + head("j"))
                out.append(b + init_stmt)
            v0, v1, v2 = order
            out.append(ind + head(v0))
            out.append(a + head(v1))
            out.append(b + head(v2))
            out.append(c + upd)
        self.setb(out_r, init_b + self.K * lb * rb)
        return out

    def p_transpose(self, ind):
        """Transposes and symmetric accesses, some with real dependences."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        kind = R.choice(["copy", "fill", "swap", "mix", "mix", "trisum"])
        if kind == "copy":
            src, dst = R.choice([("A", "B"), ("B", "A"), ("B", "D")])
            di, dj = DIMS[src]
            vec = "x" if di == "n" else "y"
            xo, xb = self.operand(vec, ("i",), WRAP[self.T])
            so, sb = self.operand(src, ("i", "j"), LIM[self.T] // 4)
            out = [ind + self.full("i", di), a + self.full("j", dj),
                   b + "%s = %s + %s;" % (self.ref(dst, "j", "i"), so, xo)]
            self.setb(dst, sb + xb)
            return out
        S, d = self.square()
        if kind == "fill":
            # lower triangle copied to the upper one (or the reverse)
            hd, tk = self.tri("j", "i", d)
            out = [ind + self.full("i", d), a + hd,
                   b + "%s = %s;" % (self.ref(S, "j", "i"), self.ref(S, "i", "j"))]
            return out
        if kind == "swap":
            hd, tk = self.tri("j", "i", d, R.choice(["lt", "gt"]))
            t = "tmp" if R.random() < 0.6 else self.fresh_scalar()
            decl = "%s " % self.T if t == "tmp" else ""
            return [ind + self.full("i", d) + " {", a + hd + " {",
                    b + "%s%s = %s;" % (decl, t, self.ref(S, "i", "j")),
                    b + "%s = %s;" % (self.ref(S, "i", "j"), self.ref(S, "j", "i")),
                    b + "%s = %s;" % (self.ref(S, "j", "i"), t),
                    a + "}", ind + "}"]
        if kind == "trisum":
            # S[i][j] over a triangle, reading the transposed element and
            # a row of the same matrix (k < j): dependences across both loops
            hd, tk = self.tri("j", "i", d)
            kh = self.loop_head("k", "0", "j")
            cap = self.caps(WRAP[self.T], self.K * 2)
            x1, b1 = self.operand(S, ("i", "k"), cap)
            x2, b2 = self.operand(S, ("j", "k"), cap)
            out = [ind + self.full("i", d) + " {", a + hd + " {",
                   b + kh, b + "  %s += %s * %s;" % (self.ref(S, "i", "j"), x1, x2),
                   b + "%s = %s;" % (self.ref(S, "i", "j"), self.wrap(self.ref(S, "i", "j"))),
                   a + "}", ind + "}"]
            if self.bound[S] > WRAP[self.T]:
                out = [ind + self.full("i", d), a + self.full("j", d),
                       b + "%s = %s;" % (self.ref(S, "i", "j"), self.wrap(self.ref(S, "i", "j")))] + out
            self.bound[S] = WRAP[self.T]
            return out
        # mix: S[i][j] updated from S[j][i] over a random triangle
        hd, tk = (self.tri("j", "i", d) if R.random() < 0.7
                  else (self.full("j", d), "full"))
        so, sb = self.operand(S, ("j", "i"), WRAP[self.T])
        tgt = self.ref(S, "i", "j")
        out = [ind + self.full("i", d), a + hd,
               b + "%s = %s;" % (tgt, self.wrap("%s + 2 * %s" % (tgt, so)))]
        if self.bound[S] > LIM[self.T] // 8:
            out = [ind + self.full("i", d), a + self.full("j", d),
                   b + "%s = %s;" % (tgt, self.wrap(tgt))] + out
        self.bound[S] = max(WRAP[self.T], self.bound[S] if self.bound[S] <= LIM[self.T] // 8
                            else WRAP[self.T])
        return out

    def p_lu(self, ind):
        """In-place LU- / Cholesky-like recurrence on a square matrix."""
        R = self.r
        S, d = self.square()
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        out = []
        if self.bound[S] > WRAP[self.T]:
            out += [ind + self.full("i", d, 0), a + self.full("j", d, 0),
                    b + "%s = %s;" % (self.ref(S, "i", "j"), self.wrap(self.ref(S, "i", "j")))]
        chol = R.random() < 0.4
        kx = (lambda k, j: (j, k)) if chol else (lambda k, j: (k, j))
        den = "%s * %s + 1" % (self.ref(S, "j", "j"), self.ref(S, "j", "j"))
        out.append(ind + self.full("i", d, 0) + " {")
        out.append(a + self.loop_head("j", "0", "i") + " {")
        out.append(b + self.loop_head("k", "0", "j"))
        out.append(c + "%s -= %s * %s;" % (self.ref(S, "i", "j"), self.ref(S, "i", "k"),
                                           self.ref(S, *kx("k", "j"))))
        out.append(b + "%s = %s;" % (self.ref(S, "i", "j"),
                                     self.wrap(self.floor_div(self.ref(S, "i", "j"), den))))
        out.append(a + "}")
        if chol:
            out.append(a + self.loop_head("k", "0", "i"))
            out.append(b + "%s -= %s * %s;" % (self.ref(S, "i", "i"), self.ref(S, "i", "k"),
                                               self.ref(S, "i", "k")))
            out.append(a + "%s = %s;" % (self.ref(S, "i", "i"), self.wrap(self.ref(S, "i", "i"))))
        else:
            out.append(a + self.loop_head("j", "i", self.ext(d)) + " {")
            out.append(b + self.loop_head("k", "0", "i"))
            out.append(c + "%s -= %s * %s;" % (self.ref(S, "i", "j"), self.ref(S, "i", "k"),
                                               self.ref(S, "k", "j")))
            out.append(b + "%s = %s;" % (self.ref(S, "i", "j"), self.wrap(self.ref(S, "i", "j"))))
            out.append(a + "}")
        out.append(ind + "}")
        self.bound[S] = WRAP[self.T]
        return out

    def p_trmm(self, ind):
        """B[i][j] += A[k][i] * B[k][j] for k > i: reads rows not yet
        written (an anti-dependence the i loop carries)."""
        R = self.r
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        out = []
        if self.bound["D"] > WRAP[self.T]:
            out += [ind + self.full("i", "n", 0), a + self.full("j", "m", 0),
                    b + "%s = %s;" % (self.ref("D", "i", "j"), self.wrap(self.ref("D", "i", "j")))]
        cap = self.caps(WRAP[self.T], self.K, 1)
        co, cb = self.operand("C", ("k", "i"), max(1, min(cap // WRAP[self.T], WRAP[self.T])))
        out.append(ind + self.full("i", "n", 0) + " {")
        out.append(a + self.full("j", "m", 0.2) + " {")
        out.append(b + self.loop_head("k", "i + 1", self.ext("n")))
        out.append(c + "%s += %s * %s;" % (self.ref("D", "i", "j"), co, self.ref("D", "k", "j")))
        if R.random() < 0.5:
            out.append(b + "%s = %s;" % (self.ref("D", "i", "j"), self.wrap(self.ref("D", "i", "j"))))
            self.bound["D"] = WRAP[self.T]
        else:
            self.bound["D"] = WRAP[self.T] + self.K * cb * WRAP[self.T]
        out.append(a + "}")
        out.append(ind + "}")
        return out

    def p_symm(self, ind):
        """PolyBench's symm: for each row i and column j, the k < i loop
        stores D[k][j] (each k its own element) and sums s; then D[i][j]
        takes the sum. The i loop carries a dependence within the column
        and goes inside j (interchange); the k loop stores and sums, so a
        warp's lanes share it."""
        R = self.r
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        W = WRAP[self.T]
        out = self.prewrap("D", ind)
        init_b = max(self.bound["D"], W)
        cap = self.caps(2 * init_b + W, self.K)
        co, cb = self.operand("C", ("i", "k"), cap)
        ao, ab = self.operand("A", ("i", "j"), cap)
        bo, bb = self.operand("A", ("k", "j"), cap)
        # The sum is the column's own (declared in it): not live after the
        # region, so the lanes may take it.
        s = "t%d" % len(out)
        out.append(ind + self.full("i", "n", 0) + " {")
        out.append(a + self.full("j", "m", 0.2) + " {")
        out.append(b + "%s %s = 0;" % (self.T, s))
        out.append(b + self.loop_head("k", "0", "i") + " {")
        out.append(c + "%s += %s * %s;" % (self.ref("D", "k", "j"), co, ao))
        out.append(c + "%s += %s * %s;" % (s, bo, co))
        out.append(b + "}")
        out.append(b + "%s = %s;" % (self.ref("D", "i", "j"),
                                     self.wrap("%s * 2 + %s" % (self.ref("D", "i", "j"), s))))
        out.append(a + "}")
        out.append(ind + "}")
        self.bound["D"] = W + self.K * cb * ab
        return out

    def p_temp(self, ind):
        """A temporary row t[] written then read in each iteration of the
        i loop (privatizable), or one not fully written first (not)."""
        R = self.r
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        kind = R.choice(["full", "full", "sum", "partial", "cond", "readfirst", "half"])
        out = [ind + self.full("i", "n", 0.15) + " {"]
        ao, ab = self.operand("A", ("i", "j"), WRAP[self.T])
        xo, xb = self.operand("x", ("i",), WRAP[self.T])
        tb = ab * 2 + xb
        if kind == "full":
            out.append(a + self.full("j", "m", 0.2))
            out.append(b + "%s = %s * 2 + %s;" % (self.ref("t", "j"), ao, xo))
        elif kind == "sum":
            # doitgen: t[j] = sum_k A[i][k] * E[k][j]; then A[i][j] = t[j]
            cap = self.caps(0, self.K)
            a2, a2b = self.operand("A", ("i", "k"), cap)
            eo, eb = self.operand("E", ("k", "j"), cap)
            out.append(a + self.full("j", "m", 0) + " {")
            out.append(b + "%s = 0;" % self.ref("t", "j"))
            out.append(b + self.full("k", "m", 0))
            out.append(c + "%s += %s * %s;" % (self.ref("t", "j"), a2, eo))
            out.append(a + "}")
            tb = self.K * a2b * eb
        elif kind == "partial":
            out.append(a + self.loop_head("j", "1", self.ext("m")))
            out.append(b + "%s = %s + %s;" % (self.ref("t", "j"), ao, xo))
        elif kind == "cond":
            out.append(a + self.full("j", "m", 0.2))
            out.append(b + "if (%s > 2) %s = %s + 1;" % (self.ref("A", "i", "j"), self.ref("t", "j"), ao))
        elif kind == "half":
            out.append(a + self.loop_head("j", "0", self.ext("m") + " / 2"))
            out.append(b + "%s = %s + %s;" % (self.ref("t", "j"), ao, xo))
        tb = max(tb, self.bound["t"])
        if kind == "readfirst":
            # t[j] read before this iteration writes it: carried
            out.append(a + self.full("j", "m", 0.2) + " {")
            out.append(b + "%s = %s;" % (self.ref("D", "i", "j"), self.wrap(self.ref("t", "j") + " + 1")))
            out.append(b + "%s = %s + %s;" % (self.ref("t", "j"), ao, xo))
            out.append(a + "}")
            self.setb("D", WRAP[self.T])
        else:
            rd = R.choice(["same", "rev", "next"])
            tj = {"same": "j", "rev": "%s - 1 - j" % self.ext("m"),
                  "next": "(j + 1) %% %s" % self.ext("m")}[rd]
            dst = R.choice(["D", "A"]) if kind == "sum" else "D"
            out.append(a + self.full("j", "m", 0.2))
            val = "%s + %s" % (self.ref("t", "j"), self.ref("t", tj))
            if 2 * tb > LIM[self.T] // 2:
                val = self.wrap(val)
                self.setb(dst, WRAP[self.T])
            else:
                self.setb(dst, 2 * tb)
            out.append(b + "%s = %s;" % (self.ref(dst, "i", "j"), val))
        out.append(ind + "}")
        self.setb("t", tb)
        return out

    def p_rownorm(self, ind):
        """Two-level: a row sum into a scalar, then the row scaled by it
        (statements between inner parallel loops)."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        M_ = R.choice(["A", "D"])
        cap = self.caps(0, self.K)
        ao, ab = self.operand(M_, ("i", "j"), cap)
        local = R.random() < 0.6
        t = "nrm" if local else self.fresh_scalar()
        out = [ind + self.full("i", "n", 0.1) + " {"]
        out.append(a + ("%s nrm = 0;" % self.T if local else "%s = 0;" % t))
        out.append(a + self.full("j", "m", 0.2))
        sq = R.random() < 0.5
        mx = not sq and R.random() < 0.4
        if mx:
            # a max (or min) reduction: exact in any order
            op = R.choice([">", "<"])
            out.append(b + R.choice(["if (%(v)s %(o)s %(t)s) %(t)s = %(v)s;",
                                     "%(t)s = %(v)s %(o)s %(t)s ? %(v)s : %(t)s;"])
                       % {"v": ao, "o": op, "t": t})
        else:
            out.append(b + "%s += %s * %s;" % (t, ao, ao) if sq else b + "%s += %s;" % (t, ao))
        sb = self.K * (ab * ab if sq else ab)
        if R.random() < 0.5:
            out.append(a + "%s = %s;" % (self.ref("x", "i"), t))
            self.setb("x", sb)
        div = (self.floor_sqrt(t) + " + 1") if sq else "(%s > 0 ? %s : -%s) + 1" % (t, t, t)
        if R.random() < 0.4:
            out.append(a + "%s = %s;" % (t, div))
            div = t
        out.append(a + self.full("j", "m", 0.2))
        mo, mb = self.operand(M_, ("i", "j"), WRAP[self.T])
        out.append(b + "%s = %s;" % (self.ref(M_, "i", "j"), self.floor_div("%s * 8" % mo, div)))
        out.append(ind + "}")
        self.bound[M_] = max(self.bound[M_], 8 * mb)
        return out

    def p_ger(self, ind):
        """A[i][j] += u[i] * v[j] (+ a second rank-1 term), a row set
        before the inner loop (imperfect)."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        out = [ind + self.full("i", "n", 0.1) + " {"]
        pre = R.random() < 0.5
        xo, xb = self.operand("x", ("i",), WRAP[self.T])
        if pre:
            out.append(a + "%s = %s + %s;" % (self.ref("z", "i"), xo, "i" if self.T == "int" else "(%s)i" % self.T))
            self.setb("z", xb + self.K)
        out.append(a + self.full("j", "m", 0.2))
        tgt = self.ref("A", "i", "j")
        yo, yb = self.operand("y", ("j",), WRAP[self.T])
        term = "%s * %s" % (self.ref("z", "i") if pre else xo, yo)
        tb = (xb + self.K if pre else xb) * yb
        if R.random() < 0.4:
            wo, wb = self.operand("w", ("j",), WRAP[self.T])
            term += " + %s * %s" % (xo, wo)
            tb += xb * wb
        if self.bound["A"] + tb > LIM[self.T] // 2:
            out.append(b + "%s = %s;" % (tgt, self.wrap("%s + %s" % (self.wrap(tgt), term))))
            self.bound["A"] = WRAP[self.T]
        else:
            out.append(b + "%s = %s + %s;" % (tgt, tgt, term))
            self.setb("A", self.bound["A"] + tb)
        out.append(ind + "}")
        return out

    def prewrap(self, role, ind):
        """Lines that bring role's values back to at most WRAP."""
        if self.bound[role] <= WRAP[self.T]:
            return []
        d = DIMS[role]
        self.bound[role] = WRAP[self.T]
        if len(d) == 1:
            return [ind + self.full("i", d[0], 0),
                    ind + "  %s = %s;" % (self.ref(role, "i"), self.wrap(self.ref(role, "i")))]
        return [ind + self.full("i", d[0], 0), ind + "  " + self.full("j", d[1], 0),
                ind + "    %s = %s;" % (self.ref(role, "i", "j"), self.wrap(self.ref(role, "i", "j")))]

    def p_gramschmidt(self, ind):
        """A sequential k loop (on the host) with scalars assigned between
        parallel inner loops: a norm, its square root, a column scaled."""
        R = self.r
        a, b, c = ind + "  ", ind + "    ", ind + "      "
        out = self.prewrap("A", ind)
        nrm = self.fresh_scalar()
        W = WRAP[self.T]
        out.append(ind + self.loop_head("k", "0", self.ext("m")) + " {")
        out.append(a + "%s = 0;" % nrm)
        out.append(a + self.full("i", "n", 0.2))
        out.append(b + "%s += %s * %s;" % (nrm, self.ref("A", "i", "k"), self.ref("A", "i", "k")))
        out.append(a + "%s = %s;" % (self.ref("E", "k", "k"), self.floor_sqrt(nrm)))
        if R.random() < 0.4:
            s2 = self.fresh_scalar()
            out.append(a + "%s = %s + 1;" % (s2, self.ref("E", "k", "k")))
            den = s2
        else:
            den = "%s + 1" % self.ref("E", "k", "k")
        out.append(a + self.full("i", "n", 0.2))
        out.append(b + "%s = %s;" % (self.ref("D", "i", "k"), self.floor_div(
            "%s * 4" % self.ref("A", "i", "k"), den)))
        out.append(a + self.loop_head("j", "k + 1", self.ext("m")) + " {")
        out.append(b + "%s = 0;" % self.ref("E", "k", "j"))
        out.append(b + self.full("i", "n", 0.2))
        out.append(c + "%s += %s * %s;" % (self.ref("E", "k", "j"), self.ref("D", "i", "k"),
                                           self.ref("A", "i", "j")))
        ekj = self.ref("E", "k", "j")
        if R.random() < 0.5:
            out.append(b + "%s = %s;" % (ekj, self.wrap(ekj)))
        else:
            ekj = self.wrap(ekj)
        out.append(b + self.full("i", "n", 0.2))
        out.append(c + "%s = %s;" % (self.ref("A", "i", "j"), self.wrap(
            "%s - %s * %s" % (self.ref("A", "i", "j"), self.ref("D", "i", "k"), ekj))))
        out.append(a + "}")
        out.append(ind + "}")
        self.setb("D", max(self.bound["D"], 4 * W))
        self.setb("E", max(self.bound["E"], self.K * 4 * W * W))
        return out

    def p_hostloop(self, ind):
        """A sequential loop over rows with a scalar accumulated, reshaped
        (sqrt, wrap, the index) and used by the next parallel loop."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        out = self.prewrap("D", ind) + self.prewrap("z", ind)
        s = self.fresh_scalar()
        W = WRAP[self.T]
        out.append(ind + self.loop_head("k", "0", self.ext("n")) + " {")
        start = R.choice(["0", "k", "x"])
        out.append(a + "%s = %s;" % (s, {"0": "0", "k": "k", "x": self.operand("x", ("k",), W)[0]}[start]))
        cap = self.caps(max(W, self.K), self.K)
        ao, ab = self.operand("A", ("k", "i"), cap)
        yo, yb = self.operand("y", ("i",), cap)
        out.append(a + self.full("i", "m", 0.2))
        out.append(b + "%s += %s * %s;" % (s, ao, yo))
        shape = R.choice(["sqrt", "wrap", "index"])
        s2 = self.fresh_scalar() if R.random() < 0.5 else s
        if shape == "sqrt":
            out.append(a + "%s = %s;" % (s2, self.floor_sqrt("(%s > 0 ? %s : -%s)" % (s, s, s))))
        elif shape == "wrap":
            out.append(a + "%s = %s;" % (s2, self.wrap(s)))
        else:
            out.append(a + "%s = k + 1;" % s2)
        if R.random() < 0.5:
            out.append(a + "%s = %s;" % (self.ref("x", "k"), s2))
            self.setb("x", max(self.bound["x"], int(LIM[self.T] ** 0.5) + W + self.K))
        out.append(a + self.full("i", "m", 0.2))
        wo, wb = self.operand("w", ("i",), W)
        out.append(b + "%s = %s;" % (self.ref("D", "k", "i"), self.wrap(
            "%s + %s * %s" % (self.ref("D", "k", "i"), s2, wo))))
        if R.random() < 0.5:
            # forward substitution into later rows: keeps the k loop sequential
            co, cb = self.operand("C", ("j", "k"), W)
            out.append(a + self.loop_head("j", "k + 1", self.ext("n")))
            out.append(b + "%s = %s;" % (self.ref("z", "j"), self.wrap(
                "%s + %s * %s" % (self.ref("z", "j"), self.ref("D", "k", "0"), co))))
        if R.random() < 0.4:
            # a scalar set conditionally between the loops, from memory a
            # kernel wrote
            out.append(a + "if (%s > %d) %s = %s;" % (self.ref("D", "k", "0"), R.randint(0, 9), s2,
                                                      self.wrap(self.ref("D", "k", "0"))))
        out.append(ind + "}")
        if R.random() < 0.5:
            # the scalars' last values read by a kernel after the host loop
            out.append(ind + self.full("i", "m", 0.2))
            out.append(a + "%s = %s;" % (self.ref("t", "i"), self.wrap("%s + %s" % (s, s2))))
            self.setb("t", W)
        return out

    def p_trisolv(self, ind):
        """x[i] = (b[i] - sum_{j<i} L[i][j] x[j]) / d: an element reduction
        in a sequential outer loop."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        W = WRAP[self.T]
        out = self.prewrap("z", ind)
        cap = self.caps(W, self.K, 1) // W
        co, cb = self.operand("C", ("i", "j"), max(1, min(cap, W)))
        out.append(ind + self.full("i", "n", 0) + " {")
        out.append(a + "%s = %s;" % (self.ref("x", "i"), self.ref("z", "i")))
        out.append(a + self.loop_head("j", "0", "i"))
        out.append(b + "%s -= %s * %s;" % (self.ref("x", "i"), co, self.ref("x", "j")))
        if R.random() < 0.5:
            out.append(a + "%s = %s;" % (self.ref("x", "i"), self.wrap(self.floor_div(
                self.ref("x", "i"), "%s * %s + 1" % (self.ref("C", "i", "i"), self.ref("C", "i", "i"))))))
            if self.bound["C"] > W:
                return self.p_trisolv_simple(out, a)
        else:
            out.append(a + "%s = %s;" % (self.ref("x", "i"), self.wrap(self.ref("x", "i"))))
        out.append(ind + "}")
        self.bound["x"] = W
        return out

    def p_trisolv_simple(self, out, a):
        out[-1] = a + "%s = %s;" % (self.ref("x", "i"), self.wrap(self.ref("x", "i")))
        out.append(a[:-2] + "}")
        self.bound["x"] = W = WRAP[self.T]
        return out

    PHASES = [("p_rowacc", 3), ("p_colacc", 2), ("p_matmul", 3), ("p_transpose", 2),
              ("p_lu", 1), ("p_trmm", 1), ("p_temp", 2), ("p_rownorm", 2), ("p_ger", 1),
              ("p_gramschmidt", 1), ("p_hostloop", 1.5), ("p_trisolv", 1),
              ("p_wavefront", 1.5), ("p_distribute", 1.5), ("p_selfacc", 1.5),
              ("p_symm", 1)]

    def p_strided(self, ind, S):
        """A loop of step 2-4 whose body touches the step's every element,
        as manually unrolled code does (b[i] and b[i+1] under i += 2): the
        inferred sections must end at the loop's last index, not past the
        array (they ended at the bound plus the offset: one element past
        each array copied in and back out). S: this phase's own generator."""
        st = S.choice([2, 3, 4])
        a, b = ind + "  ", ind + "    "
        n, m = self.ext("n"), self.ext("m")

        def head(var, init, cond, inc):
            decl = "" if self.pbdecl and var in "ijk" else "int "
            return "for (%s%s = %s; %s; %s)" % (decl, var, init, cond, inc)

        # Its own generator for the forms added later (earlier seeds' phases
        # stay as they were): a guard written as an early 'continue' (the
        # guards only grow, so the stores after the first that fails are
        # skipped either way), and the whole loop under a run-time
        # condition, as an 'if' without braces.
        F = random.Random(repr(S.getstate()) + "forms")
        early_exit = F.random() < 0.4
        conditional = F.random() < 0.25

        def store(dst, src, at, d, guard=None):
            so, _ = self.operand(src, at, WRAP[self.T])
            line = "%s = %s;" % (self.ref(dst, *at), self.wrap("%s + %d" % (so, d + 1)))
            if guard and early_exit:
                return "if (!(%s)) continue;\n%s%s" % (guard, a, line)
            return ("if (%s) " % guard if guard else "") + line

        shape = S.choice(["lt", "le", "guard", "down", "rows", "rows"])
        out = []
        if shape == "rows":
            dst, src = S.choice([("D", "A"), ("A", "D")])
            out.append(ind + head("i", "0", "i < %s" % n, "i++") + " {")
            out.append(a + head("j", "0", "j < %s - %d" % (m, st - 1), "j += %d" % st) + " {")
            for d in range(st):
                out.append(b + store(dst, src, ("i", "j + %d" % d if d else "j"), d))
            out.append(a + "}")
            out.append(ind + "}")
        else:
            dst, src = S.choice([("x", "z"), ("z", "x"), ("x", "u"), ("u", "z")])
            if shape == "down":
                out.append(ind + head("i", "%s - 1" % n, "i >= %d" % (st - 1), "i -= %d" % st) + " {")
                at = lambda d: ("i - %d" % d if d else "i",)
            else:
                cond = {"lt": "i < %s - %d" % (n, st - 1), "le": "i <= %s - %d" % (n, st),
                        "guard": "i < %s" % n}[shape]
                out.append(ind + head("i", "0", cond, "i += %d" % st) + " {")
                at = lambda d: ("i + %d" % d if d else "i",)
            for d in range(st):
                guard = "i + %d < %s" % (d, n) if shape == "guard" and d else None
                out.append(a + store(dst, src, at(d), d, guard))
            out.append(ind + "}")
        if conditional:
            out.insert(0, ind + "if (%s %% 3 != 1)" % n)
        self.setb(dst, WRAP[self.T])
        return out

    # ------------------------------------------------------------ emit
    def body(self):
        R = self.r
        names = [p for p, _ in self.PHASES]
        weights = [w for _, w in self.PHASES]
        phases = [getattr(self, R.choices(names, weights)[0])("    ")
                  for _ in range(R.choice([1, 1, 2, 2, 3]))]
        # A strided loop from a generator of its own (seeded by this one's
        # state, which it leaves as it is), so that the phases above are
        # the ones every earlier run of the seed had.
        S = random.Random(repr(R.getstate()))
        if S.random() < 0.35:
            phases.append(self.p_strided("    ", S))
        return phases

    def section(self, role):
        d = DIMS[role]
        return self.arr(role) + "".join("[0:%s-1]" % self.ext(x) for x in d)

    def regions(self, L, phases, regions):
        """One region around every phase, or (PolyBench style) a data
        region with explicit sections around a region per phase."""
        R = self.r
        data = R.random() < 0.35 and min(min(c) for c in self.calls) >= 1
        if not data:
            start = len(L) + 1
            L.append("#pragma acc region")
            L.append("  {")
            for ph in phases:
                L.extend(ph)
            L.append("  }")
            regions.append((start, len(L)))
            return
        text = "\n".join(x for ph in phases for x in ph)
        cl = []
        for r in [r for r in DIMS if r in self.used]:
            written = re.search(r"\b%s(\[[^;=]*\])+\s*([-+*/]?=)(?!=)" % re.escape(self.arr(r)), text)
            kind = "copy" if written or R.random() < 0.2 else "copyin"
            cl.append("%s(%s)" % (kind, self.section(r)))
        L.append("#pragma acc data region " + " ".join(cl))
        L.append("  {")
        for ph in phases:
            start = len(L) + 1
            L.append("#pragma acc region")
            L.append("  {")
            L.extend(ph)
            L.append("  }")
            regions.append((start, len(L)))
        L.append("  }")

    def init_lines(self, role, c):
        d = DIMS[role]
        sign = " - 3" if c[3] & 1 else ""
        if self.form == "vla":
            e0, e1 = d[0], (d[1] if len(d) > 1 else None)
        else:
            e0, e1 = self.cap(d[0]), (self.cap(d[1]) if len(d) > 1 else None)
        name = self.arr(role)
        if e1 is None:
            return ["  for (int i0 = 0; i0 < %s; i0++)" % e0,
                    "    %s[i0] = (%s)((i0 * %d + %d) %% 8%s);" % (name, self.T, c[0], c[2], sign)]
        return ["  for (int i0 = 0; i0 < %s; i0++)" % e0,
                "    for (int j0 = 0; j0 < %s; j0++)" % e1,
                "      %s[i0][j0] = (%s)((i0 * %d + j0 * %d + %d) %% 8%s);"
                % (name, self.T, c[0], c[1], c[2], sign)]

    def cap(self, sym):
        if self.form == "const":
            return self.ext(sym)
        return "%s_C%s" % (self.name.upper(), sym.upper())

    def cksum(self, role):
        d = DIMS[role]
        f = {"int": "kck_i", "float": "kck_f", "double": "kck_d"}[self.T]
        name = self.arr(role)
        if self.form == "vla":
            cnt = " * ".join(d)
        else:
            cnt = " * ".join(self.cap(x) for x in d)
        base = name if len(d) == 1 else "&%s[0][0]" % name
        return "%s(%s, %s)" % (f, base, cnt)

    def emit(self, L, regions):
        """Appends the function (and its arrays) to L; records the region's
        span (1-based lines) in regions; returns the calls for main."""
        R = self.r
        body = self.body()
        used = [r for r in DIMS if r in self.used]
        T = self.T
        L.append("/* kernel function %s: %s, %s arrays */" % (self.name, T, self.form))
        L.append("static inline int %s_at(int k) { return k; }" % self.name)
        if self.form == "const":
            n, m = self.calls[0]
            L.append("#define %s %d" % (self.ext("n"), n))
            L.append("#define %s %d" % (self.ext("m"), m))
        else:
            L.append("#define %s %d" % (self.cap("n"), max(1, self.sizes["n"])))
            L.append("#define %s %d" % (self.cap("m"), max(1, self.sizes["m"])))
        for r in used:
            d = DIMS[r]
            if self.form == "vla":
                L.append("static %s %s_%s[%s];" % (T, self.name, r, " * ".join(
                    "%s_C%s" % (self.name.upper(), x.upper()) for x in d)))
            else:
                L.append("static %s %s%s;" % (T, self.arr(r), "".join("[%s]" % self.cap(x) for x in d)))
        params = ["int n", "int m"]
        restrict = "restrict " if R.random() < 0.6 else ""
        if self.form == "vla":
            for r in used:
                d = DIMS[r]
                params.append("%s %s[%s%s]%s" % (T, r, restrict, d[0], "".join("[%s]" % x for x in d[1:])))
        L.append("static void %s(%s) {" % (self.name, ", ".join(params)))
        L.append("  (void)n; (void)m;")
        if self.pbdecl:
            L.append("  int i, j, k;")
        for s in self.scalars:
            L.append("  %s %s = 0;" % (T, s))
        for r in used:
            L += self.init_lines(r, [R.randint(1, 13), R.randint(1, 13), R.randint(0, 7), R.randint(0, 3)])
        self.regions(L, body, regions)
        fmt = " ".join(["%u"] * len(used) + [("%d" if T == "int" else "%.1f")] * len(self.scalars))
        args = [self.cksum(r) for r in used] + list(self.scalars)
        L.append('  printf("%s(%%d,%%d): %s\\n", n, m%s);' % (self.name, fmt, "".join(", " + x for x in args)))
        L.append("}")
        L.append("")
        calls = []
        for (n, m) in self.calls:
            if self.form == "vla":
                calls.append("%s(%d, %d%s);" % (self.name, n, m, "".join(
                    ", (void *)%s_%s" % (self.name, r) for r in used)))
            else:
                calls.append("%s(%d, %d);" % (self.name, n, m))
        return calls

    def p_wavefront(self, ind):
        """A sequential i loop (row i from row i - 1) whose body is a
        parallel j loop: interchange is legal only for some distances."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        M_ = R.choice(["A", "D", "C"])
        di, dj = DIMS[M_]
        dj_off = R.choice([-1, 0, 1, 1, -2])
        lo = max(0, -dj_off)
        hi = self.ext(dj) if dj_off <= 0 else "%s - %d" % (self.ext(dj), dj_off)
        so = self.ref(M_, "i - 1", "j" if dj_off == 0 else "j %s %d" % ("+" if dj_off > 0 else "-", abs(dj_off)))
        out = self.prewrap(M_, ind)
        vec = "y" if dj == "m" else "x"
        vo, vb = self.operand(vec, ("j",), WRAP[self.T])
        extra = R.random() < 0.3
        out.append(ind + self.loop_head("i", "1", self.ext(di)) + (" {" if extra else ""))
        if extra:
            # a statement beside the inner loop: no interchange
            out.append(a + "%s = %s;" % (self.ref("u" if di == "n" else "t", "i"), self.ref(M_, "i - 1", "0")))
            self.setb("u" if di == "n" else "t", WRAP[self.T])
        out.append(a + self.loop_head("j", str(lo), hi, R.random() < 0.3))
        out.append(b + "%s = %s;" % (self.ref(M_, "i", "j"), self.wrap("%s + %s * 2 + %s" % (
            self.ref(M_, "i", "j"), so, vo))))
        if extra:
            out.append(ind + "}")
        self.bound[M_] = WRAP[self.T]
        return out

    def p_distribute(self, ind):
        """An outer i loop with statements around inner j loops: private
        scalars used across the parts, a row written by one inner loop and
        read reversed by the next, a value written between loops."""
        R = self.r
        a, b = ind + "  ", ind + "    "
        W = WRAP[self.T]
        out = self.prewrap("D", ind) + self.prewrap("A", ind)
        out.append(ind + self.full("i", "n", 0.1) + " {")
        priv = R.random() < 0.5
        t = "tv" if priv else self.fresh_scalar()
        xo, xb = self.operand("x", ("i",), W)
        out.append(a + ("%s tv = %s;" % (self.T, xo) if priv else "%s = %s;" % (t, xo)))
        out.append(a + self.full("j", "m", 0.2))
        yo, yb = self.operand("y", ("j",), W)
        out.append(b + "%s = %s;" % (self.ref("D", "i", "j"), self.wrap("%s * %s + %s" % (t, yo, self.ref("D", "i", "j")))))
        between = R.choice(["scalar", "elem", "none"])
        if between == "elem" and min(c[1] for c in self.calls) == 0:
            between = "none"     # D[i][m - 1] would be out of bounds
        if between == "scalar":
            out.append(a + "%s = %s;" % (t, self.wrap("%s + %s" % (t, self.ref("D", "i", "0")))))
        elif between == "elem":
            out.append(a + "%s = %s;" % (self.ref("z", "i"), self.ref("D", "i", "%s - 1" % self.ext("m"))))
            self.setb("z", W)
        out.append(a + self.full("j", "m", 0.2))
        rd = R.choice(["j", "%s - 1 - j" % self.ext("m"), "0"])
        out.append(b + "%s = %s;" % (self.ref("A", "i", "j"), self.wrap("%s + %s + %s" % (
            self.ref("A", "i", "j"), self.ref("D", "i", rd), t if between != "elem" else self.ref("z", "i")))))
        out.append(ind + "}")
        self.bound["D"] = self.bound["A"] = W
        return out


HELPERS = [
    "static unsigned kck_i(const int *p, long n) { unsigned h = 2166136261u; "
    "for (long i = 0; i < n; i++) h = (h ^ (unsigned)p[i]) * 16777619u; return h; }",
    "static unsigned kck_d(const double *p, long n) { unsigned h = 2166136261u; "
    "for (long i = 0; i < n; i++) { double v = p[i] + 0.0; unsigned long long b; "
    "memcpy(&b, &v, sizeof b); h = (h ^ (unsigned)(b ^ (b >> 32))) * 16777619u; } return h; }",
    "static unsigned kck_f(const float *p, long n) { unsigned h = 2166136261u; "
    "for (long i = 0; i < n; i++) { float v = p[i] + 0.0f; unsigned b; "
    "memcpy(&b, &v, sizeof b); h = (h ^ b) * 16777619u; } return h; }",
]

"""The 'reorder' family of tools/difftest: sequential loop nests whose
statement instances cuacc may run in another order (README "Reordered
nests", Schedule/Reschedule.cpp), as PolyBench's lu and cholesky and a
textbook's Doolittle, Gauss-Seidel and triangular solve are written, and
random nests of the same kind.

Each function rn<k> holds one region whose statement is a sequential loop
(or a host loop with the region inside it, as users drive one) around
triangular and rectangular inner loops (1-2 levels, sibling loops,
statements between them) of array-element statements with affine
subscripts: a[i + c][j + d] of one or two 2-D arrays and a 1-D one,
bounds of the outer indices and n plus or minus constants, loops that
run no iteration at some sizes. A drawn template (lu, lu's k-j form,
cholesky, Doolittle on two arrays, Gauss-Seidel, a triangular solve) or a
random body is mutated 0-3 times (a bound or subscript moved by one,
sibling statements swapped, a statement added), then every subscript is
checked against the arrays' extents at every size the function is called
with (a draw that reaches outside is drawn again). The driver rn<k>(n, c)
initializes the arrays, calls the region's function and prints a hash of
every array; main calls it with sizes 0, 1, 2 and 1-3 of 3..31, in a
drawn order.

What else each function draws, so that the reordered nests meet what
programs are written with:
  types    the element type unsigned, int (every result reduced % 1021),
           int with wrapping arithmetic (only under -fwrapv), double or
           float (integer values, every product and sum exact, so that a
           sum the compiler reassociates gives the same bits), spelled
           plainly or through a typedef (real, realf, uelem_t, ielem_t);
           the indices int, long or typedef'd idx_t / lidx_t
  indices  declared before the nest (int i, j, k; which cuacc reorders)
           or in each loop (for (int j = ...); not reordered today, still
           compared)
  bounds   n int, unsigned, long or size_t (an unsigned n - c is spelled
           i + c < n: never wraps), i < hi or i <= hi - 1, an object-like
           macro for n (RN1_N), a function-like macro for the last index
           (i <= RN1_LAST(n)), ++i and i += 1
  macros   whole statements from function-like macros (RN1_UPD(A[i][j],
           A[i][k] * A[k][j]); expanding to a -= b), a reducing macro at a
           statement's end (RN1_WRAP(x): % 1021 or fmod), element accessors
           (RN1_A(i, j) for A[(i) + 4][(j) + 4]), loops from a macro
           (RN1_FOR(j, 0, i))
  include  the outer loop's body, an inner loop or the whole region
           (pragma and nest) in an #included file written next to the
           program
  storage  file-scope arrays, pointers to rows T (*A)[RN_D] (restrict or
           not) and VLA parameters T A[n + 12][n + 12], malloc'd per call
  regions  '#pragma acc region' over the loop (with or without braces and
           data clauses), inside a data region, or inside the host loop
           that a data region holds (PolyBench's style); a third of the
           programs in OpenACC's spelling (tools/difftest_openacc.py)
  flags    -funsigned-char (a char coefficient c, (char)200, is added to
           elements), -fwrapv, -ffp-contract=off|on|fast, -mfma,
           -O0..-O3, -std=, -fopenmp / -fopenmp=libgomp (with an 'omp
           parallel for' over the host initialization), given to the plain
           and the cuacc build alike

Every output line starts with its function's name, so that a failure's
report names the function (tags: reorder:<shape>:<type>:<storage>:<style>:
<indices>...). --avoid rnmacros, rninclude, rnflags, rnvla, rnloopdecl,
rnwrapv leaves a dimension out.
"""

import random

NMAX = 31              # the largest size a function is called with
OFF = 4                # every subscript is the affine form + OFF
CAP = NMAX + 2 * OFF + 4   # RN_D: fixed arrays' extent
VLA_PAD = 12           # VLA arrays are (n + 12) x (n + 12)
BIG_SIZES = [3, 4, 5, 7, 12, 17, 30, 31]
AVOIDABLE = ("rnmacros", "rninclude", "rnflags", "rnvla", "rnloopdecl", "rnwrapv")

PRELUDE = """/* ---- reorder prelude ---- */
#include <stddef.h>
#include <stdlib.h>
#define RN_D %d
typedef int idx_t;
typedef long lidx_t;
typedef double real;
typedef float realf;
typedef unsigned uelem_t;
typedef int ielem_t;
static unsigned long long rn_mix(unsigned long long h, long long x) {
  return (h ^ (unsigned long long)x) * 1099511628211ull;
}
""" % CAP

# element kinds: u unsigned, i int (reduced % 1021), w int wrapping
# (-fwrapv), d double, f float
ETYPES = {"u": ["unsigned", "uelem_t"], "i": ["int", "ielem_t"], "w": ["int", "ielem_t"],
          "d": ["double", "real"], "f": ["float", "realf"]}


# ---------------------------------------------------------------- affine forms
# An affine form: {var: coefficient, None: constant}.

def aff(var=None, c=0):
    d = {None: c}
    if var is not None:
        d[var] = 1
    return d


def aadd(e, c):
    d = dict(e)
    d[None] = d.get(None, 0) + c
    return d


def astr(e, off=0, names=None):
    """C text of e + off; names maps variables to their spelling."""
    names = names or {}
    s = ""
    for v, c in e.items():
        if v is None or c == 0:
            continue
        t = names.get(v, v) if abs(c) == 1 else "%d * %s" % (abs(c), names.get(v, v))
        if not s:
            s = t if c > 0 else "-" + t
        else:
            s += " %s %s" % ("+" if c > 0 else "-", t)
    k = e.get(None, 0) + off
    if not s:
        return str(k)
    if k:
        s += " %s %d" % ("+" if k > 0 else "-", abs(k))
    return s


def arange(e, env):
    """[lo, hi] of e over the variables' ranges in env."""
    lo = hi = e.get(None, 0)
    for v, c in e.items():
        if v is None:
            continue
        a, b = env[v]
        lo += c * (a if c >= 0 else b)
        hi += c * (b if c >= 0 else a)
    return lo, hi


def uses(e, var):
    return e.get(var, 0) != 0


class Loop:
    def __init__(self, var, lo, hi, body):
        self.var, self.lo, self.hi, self.body = var, lo, hi, body   # hi exclusive


class St:
    def __init__(self, form, lhs, reads):
        self.form, self.lhs, self.reads = form, lhs, reads          # refs: (array, [forms])


# ---------------------------------------------------------------- one function

class Nest:
    """One function rn<k>: its arrays, its nest, its region and its driver."""

    def __init__(self, r, k, flags, avoid):
        self.r = r
        self.name = "rn%d" % k
        self.up = self.name.upper()
        self.avoid = avoid
        R = r
        kinds = ["u", "u", "u", "i", "d", "d", "f"]
        if "-fwrapv" in flags and "rnwrapv" not in avoid:
            kinds += ["w", "w"]
        self.E = R.choice(kinds)
        self.T = R.choice(ETYPES[self.E])
        st = R.random()
        if st < 0.5:
            self.storage = "global"
        elif st < 0.75 or "rnvla" in avoid:
            self.storage = "param"
        else:
            self.storage = "vla"
        # two pointers the nest writes may be one array: cuacc reorders
        # only distinct objects (file-scope arrays) or one pointer
        two = 0.45 if self.storage == "global" else 0.25
        self.arrays = ["A", "B"] if R.random() < two else ["A"]
        self.dims = {a: 2 for a in self.arrays}
        if R.random() < (0.2 if self.storage == "global" else 0.1):
            self.arrays.append("v")
            self.dims["v"] = 1
        self.restrict = R.random() < 0.6
        self.style = R.choice(["region", "region", "data", "inloop", "inloop"])
        self.loopdecl = R.random() < 0.3 and "rnloopdecl" not in avoid
        # indices and n of one width most of the time (cuacc reorders
        # nests whose bounds need no conversion)
        self.itype, self.ntype = R.choice([("int", "int"), ("int", "int"), ("long", "long"),
                                           ("idx_t", "int"), ("lidx_t", "long"), ("int", "idx_t")])
        if R.random() < 0.35:
            self.itype = R.choice(["int", "int", "long", "idx_t", "lidx_t"])
            self.ntype = R.choice(["int", "unsigned", "long", "size_t", "idx_t"])
        self.le = R.random() < 0.2            # i <= hi - 1
        mac = "rnmacros" not in avoid
        self.m_n = mac and R.random() < 0.25           # RN1_N for n
        self.m_last = mac and R.random() < 0.2 and not self.unsigned_n()
        self.m_upd = mac and R.random() < 0.35         # RN1_UPD(a, b)
        self.m_wrap = mac and R.random() < 0.3 and self.E in "idf"
        self.m_at = mac and R.random() < 0.2           # RN1_A(i, j)
        self.m_for = mac and R.random() < 0.12 and not self.loopdecl
        self.include = None
        if "rninclude" not in avoid and R.random() < 0.3:
            self.include = "body" if self.style == "inloop" else R.choice(["body", "loop", "region"])
        self.braces = R.random() < 0.3
        self.clauses = R.random() < (0.4 if self.storage == "global" else 0.8)
        self.inc = R.choice(["%s++", "%s++", "%s++", "++%s", "%s += 1"])
        big = R.sample(BIG_SIZES, R.randint(1, 3))
        self.sizes = [0, 1, 2] + big
        R.shuffle(self.sizes)
        self.cvals = [R.choice([3, -7, 100, 200, 250]) for _ in self.sizes]
        self.used_upd = self.used_wrap = self.used_for = False

    def unsigned_n(self):
        return self.ntype in ("unsigned", "size_t")

    def ext(self, n):
        return n + VLA_PAD if self.storage == "vla" else CAP

    # ------------------------------------------------------------ random pieces
    def ref(self, vars_, arr=None):
        R = self.r
        arr = arr or R.choice(self.arrays)
        subs = []
        for _ in range(self.dims[arr]):
            if R.random() < 0.1 or not vars_:
                subs.append(aff(None, R.randint(0, 2)))
            else:
                subs.append(aff(R.choice(vars_), R.choice([0, 0, 0, 0, 1, -1, 2, -2])))
        return (arr, subs)

    def forms(self):
        if self.E in "uw":
            return ["-=*", "+=", "=+", "/=", "^=", "=*", "=L", "+c"]
        if self.E == "i":
            return ["-=*", "-=*", "+=", "=+", "/=", "=L", "+c"]
        return ["-=*", "-=*", "+=", "=+", "/=", "=L", "+c", "sq"]

    def stmt(self, vars_):
        R = self.r
        lhs = self.ref(vars_, R.choice(self.arrays))
        reads = [self.ref(vars_) for _ in range(R.randint(1, 3))]
        return St(R.choice(self.forms()), lhs, reads)

    def bound(self, vars_, lower):
        R = self.r
        x = R.random()
        if x < 0.55 and vars_:
            v = R.choice(vars_[-2:]) if R.random() < 0.8 else R.choice(vars_)
            return aff(v, R.choice([0, 0, 0, 1, -1, 1, 2] if lower else [0, 0, 0, 1, -1, 1]))
        if x < 0.85:
            if lower:
                return aff(None, R.choice([0, 0, 0, 1, 2]))
            return {"n": 1, None: R.choice([0, 0, 0, -1, -2, 1])}
        return aff(None, R.randint(0, 6))

    def body(self, vars_, depth, maxdepth):
        R = self.r
        items = []
        for _ in range(R.randint(1, 3)):
            if depth < maxdepth and R.random() < 0.6:
                var = "ijk"[len(vars_)]
                items.append(Loop(var, self.bound(vars_, True), self.bound(vars_, False),
                                  self.body(vars_ + [var], depth + 1, maxdepth)))
            else:
                items.append(self.stmt(vars_))
        return items

    # ---------------------------------------------------------------- shapes
    def template(self):
        R = self.r
        A = "A"
        B = "B" if "B" in self.arrays else "A"
        i, j, k = "i", "j", "k"
        n = {"n": 1, None: 0}

        def rf(a, x, y):
            return (a, [aff(x) if isinstance(x, str) else x, aff(y) if isinstance(y, str) else y])

        div = "/=" if self.E in "uwi" else "=L"
        t = R.choice(["lu", "lu", "lu_kj", "chol", "chol", "doolittle", "seidel", "trsv"])
        if t in ("lu", "lu_kj"):
            if t == "lu":
                body = [Loop(j, aff(None, 0), aff(i), [
                            Loop(k, aff(None, 0), aff(j), [St("-=*", rf(A, i, j), [rf(A, i, k), rf(A, k, j)])]),
                            St(div, rf(A, i, j), [rf(A, j, j)])]),
                        Loop(j, aff(i), n, [
                            Loop(k, aff(None, 0), aff(i), [St("-=*", rf(A, i, j), [rf(A, i, k), rf(A, k, j)])])])]
            else:
                body = [Loop(k, aff(None, 0), aff(i), [Loop(j, aff(k, 1), n, [
                    St("-=*", rf(A, i, j), [rf(A, i, k), rf(A, k, j)])])])]
            root = Loop(i, aff(None, 0), n, body)
        elif t == "chol":
            body = [Loop(j, aff(None, 0), aff(i), [
                        Loop(k, aff(None, 0), aff(j), [St("-=*", rf(A, i, j), [rf(A, i, k), rf(A, j, k)])]),
                        St(div if self.E in "uwi" else "/=", rf(A, i, j), [rf(A, j, j)])]),
                    Loop(k, aff(None, 0), aff(i), [St("-=*", rf(A, i, i), [rf(A, i, k), rf(A, i, k)])]),
                    St("^=" if self.E == "u" else "sq" if self.E in "df" else "=+", rf(A, i, i), [rf(A, i, i)])]
            root = Loop(i, aff(None, 0), n, body)
        elif t == "doolittle":
            body = [Loop(j, aff(None, 0), aff(i), [
                        Loop(k, aff(None, 0), aff(j), [St("-=*", rf(A, i, j), [rf(A, i, k), rf(B, k, j)])]),
                        St(div, rf(A, i, j), [rf(B, j, j)])]),
                    Loop(j, aff(i), n, [
                        Loop(k, aff(None, 0), aff(i), [St("-=*", rf(B, i, j), [rf(A, i, k), rf(B, k, j)])])])]
            root = Loop(i, aff(None, 0), n, body)
        elif t == "seidel":
            s = St("=+", rf(A, i, j), [rf(A, aff(i, -1), j), rf(A, i, aff(j, -1)), rf(A, aff(i, 1), j)])
            root = Loop(i, aff(None, 1), {"n": 1, None: -1},
                        [Loop(j, aff(None, 1), {"n": 1, None: -1}, [s])])
        else:   # a triangular solve down column 0 of A with B's rows
            z = aff(None, 0)
            root = Loop(i, aff(None, 0), n, [St("=L", rf(A, i, z), [rf(B, i, i)]),
                                             Loop(j, aff(None, 0), aff(i), [
                                                 St("-=*", rf(A, i, z), [rf(B, i, j), rf(A, j, z)])])])
        self.shape = t
        return root

    def nodes(self, node, vars_, out):
        out.append((node, vars_))
        if isinstance(node, Loop):
            for b in node.body:
                self.nodes(b, vars_ + [node.var], out)

    def mutate(self, root, count):
        R = self.r
        for _ in range(count):
            found = []
            self.nodes(root, [], found)
            node, vars_ = R.choice(found)
            m = R.random()
            if isinstance(node, Loop):
                if m < 0.4:
                    if R.random() < 0.5:
                        node.lo = aadd(node.lo, R.choice([-1, 1]))
                    else:
                        node.hi = aadd(node.hi, R.choice([-1, 1]))
                elif m < 0.6:
                    if R.random() < 0.5:
                        node.lo = self.bound(vars_, True)
                    else:
                        node.hi = self.bound(vars_, False)
                elif m < 0.75 and len(node.body) > 1:
                    a, b = R.sample(range(len(node.body)), 2)
                    node.body[a], node.body[b] = node.body[b], node.body[a]
                elif m < 0.9:
                    node.body.insert(R.randint(0, len(node.body)), self.stmt(vars_ + [node.var]))
                continue
            refs = [node.lhs] + node.reads
            at = R.randrange(len(refs))
            arr, subs = refs[at]
            subs = [dict(s) for s in subs]
            d = R.randrange(len(subs))
            if m < 0.5:
                subs[d] = aadd(subs[d], R.choice([-1, 1]))
            elif m < 0.7:
                subs = subs[::-1]
            elif m < 0.85 and vars_:
                subs[d] = aff(R.choice(vars_), 0)
            else:
                node.form = R.choice(self.forms())
            if R.random() < 0.1 and "B" in self.arrays:
                arr = "B" if arr == "A" else "A"
            if at == 0:
                node.lhs = (arr, subs)
            else:
                node.reads[at - 1] = (arr, subs)

    def fix_refs(self, node, vars_):
        """Subscripts only of the indices in scope, as many as the array's
        dimensions."""
        if isinstance(node, Loop):
            for x in node.body:
                self.fix_refs(x, vars_ + [node.var])
            return

        def fix(rf):
            arr, subs = rf
            subs = [s if all(v is None or v in vars_ for v in s) else aff(None, 0) for s in subs]
            return (arr, (subs + [aff(None, 0)] * 2)[:self.dims[arr]])
        node.lhs = fix(node.lhs)
        node.reads = [fix(x) for x in node.reads]

    def inside(self, node, env, ext):
        """Whether every subscript stays in [0, ext) (intervals over env)."""
        if isinstance(node, Loop):
            a = arange(node.lo, env)[0]
            b = arange(node.hi, env)[1] - 1
            e2 = dict(env)
            e2[node.var] = (a, max(a, b))
            return all(self.inside(x, e2, ext) for x in node.body)
        for arr, subs in [node.lhs] + node.reads:
            for s in subs:
                lo, hi = arange(s, env)
                if lo + OFF < 0 or hi + OFF >= ext:
                    return False
        return True

    def draw(self):
        """The nest; None when a subscript may leave its array."""
        R = self.r
        self.shape = "random"
        if R.random() < 0.7:
            root = self.template()
            cnt = R.randint(0, 3)
            self.mutate(root, cnt)
            if cnt:
                self.shape += "+m%d" % cnt
        else:
            root = Loop("i", self.bound([], True), self.bound([], False),
                        self.body(["i"], 1, R.choice([1, 2, 2, 2])))
        self.fix_refs(root, [])
        for n in self.sizes:
            if not self.inside(root, {"n": (n, n)}, self.ext(n)):
                return None
        return root

    # ---------------------------------------------------------------- spelling
    def aref(self, rf):
        arr, subs = rf
        if self.m_at and len(subs) == 2:
            return "%s_%s(%s, %s)" % (self.up, arr, astr(subs[0]), astr(subs[1]))
        return self.arrname(arr) + "".join("[%s]" % astr(s, OFF) for s in subs)

    def arrname(self, arr):
        return "%s_%s" % (self.name, arr) if self.storage == "global" else arr

    def lit(self, v):
        return {"u": "%du", "i": "%d", "w": "%d", "d": "%d.0", "f": "%d.0f"}[self.E] % v

    def wrapped(self, x, m):
        """x reduced into (-m, m): exact for the floating kinds."""
        if self.E in "uw":
            return x
        if self.E == "i":
            if self.m_wrap and m == 1021:
                self.used_wrap = True
                return "%s_WRAP(%s)" % (self.up, x)
            return "(%s) %% %d" % (x, m)
        f = "fmod" if self.E == "d" else "fmodf"
        if self.m_wrap and m == 1021:
            self.used_wrap = True
            return "%s_WRAP(%s)" % (self.up, x)
        return "%s(%s, %s)" % (f, x, self.lit(m))

    def sstr(self, s):
        """One statement. Kinds u and w wrap in their type; i keeps every
        result below 1021; d and f keep integer values whose sums and
        products are exact (below 2^50 and 2^24)."""
        L = self.aref(s.lhs)
        rd = [self.aref(x) for x in s.reads]
        E, f = self.E, s.form
        fl = E in "df"
        small = 4 if E == "f" else 32        # factor bound of a product that accumulates
        a = rd[0]
        b = rd[1] if len(rd) > 1 else None
        if f == "-=*":
            if fl:
                x = "%s * %s" % (self.wrapped(a, small), self.wrapped(b, small) if b else self.lit(3))
            elif E == "i":
                x = "%s * %s" % (a, b or "3")
            else:
                x = "%s * %s" % (a, b or self.lit(3))
            if E == "i":
                if self.m_upd:
                    self.used_upd = True
                    return "%s_UPD(%s, %s);" % (self.up, L, x)
                return "%s = %s;" % (L, self.wrapped("%s - %s" % (L, x), 1021))
            if self.m_upd:
                self.used_upd = True
                return "%s_UPD(%s, %s);" % (self.up, L, x)
            return "%s -= %s;" % (L, x)
        if f == "+=":
            if E == "u" or E == "w":
                return "%s += %s;" % (L, " ^ ".join(rd))
            if E == "i":
                return "%s = %s;" % (L, self.wrapped("%s + %s" % (L, " - ".join(rd)), 1021))
            m = 8 if E == "f" else 64
            return "%s += %s;" % (L, " - ".join(self.wrapped(x, m) for x in rd[:2]))
        if f == "=+":
            if E in "uw":
                return "%s = %s + %s;" % (L, " + ".join(rd), self.lit(1))
            if E == "i":
                return "%s = %s;" % (L, self.wrapped(" + ".join(rd) + " + 1", 1021))
            m = 61 if E == "f" else 1021
            return "%s = %s;" % (L, self.wrapped(" + ".join(self.wrapped(x, m) for x in rd) + " + " + self.lit(1), m))
        if f == "/=":
            if E == "u":
                return "%s = %s / (%s | 1u);" % (L, L, a)
            if E == "w":
                return "%s = %s / ((%s & 7) + 1);" % (L, L, a)
            if E == "i":
                return "%s = %s / (%s %% 7 + 8);" % (L, L, a)
            if E == "d":
                return "%s = floor(%s / (fabs(fmod(%s, 8.0)) + 1.0));" % (L, L, a)
            return "%s = floorf(%s / (fabsf(fmodf(%s, 8.0f)) + 1.0f));" % (L, L, a)
        if f == "^=":
            return "%s ^= %s + %s;" % (L, a, self.lit(7))
        if f == "=*":
            return "%s = %s * %s;" % (L, a, self.lit(2))
        if f == "=L":
            if E in "uw":
                return "%s = %s * %s - %s;" % (L, L, self.lit(3), a)
            if E == "i":
                return "%s = %s;" % (L, self.wrapped("%s * 3 - %s" % (L, a), 1021))
            m = 61 if E == "f" else 1021
            return "%s = %s;" % (L, self.wrapped("%s * %s - %s" % (self.wrapped(L, m), self.lit(3),
                                                                self.wrapped(a, m)), m))
        if f == "+c":
            if E in "uw":
                return "%s += (%s)c;" % (L, self.T)
            if E == "i":
                return "%s = %s;" % (L, self.wrapped("%s + c" % L, 1021))
            if E == "d":
                return "%s += (double)c;" % L
            return "%s += (float)(c & 7);" % L
        if f == "sq":
            if E == "d":
                return "%s += floor(sqrt(fabs(%s)));" % (L, self.wrapped(a, 1 << 20))
            return "%s += floorf(sqrtf(fabsf(%s)));" % (L, self.wrapped(a, 1021))
        raise ValueError(f)

    def nname(self):
        return "%s_N" % self.up if self.m_n else "n"

    def cond(self, var, hi):
        """The loop condition for var < hi."""
        names = {"n": self.nname()}
        if hi.get("n", 0) and self.unsigned_n():
            c = hi.get(None, 0)
            rest = dict(hi)
            rest[None] = 0
            if c < 0:   # i + 2 < n: n - 2 would wrap at n < 2
                return "%s + %d %s %s" % (var, -c + (1 if self.le else 0), "<=" if self.le else "<",
                                          astr(rest, 0, names))
            if self.le and c >= 1:
                return "%s <= %s" % (var, astr(aadd(hi, -1), 0, names))
            return "%s < %s" % (var, astr(hi, 0, names))
        if self.le:
            if self.m_last:
                return "%s <= %s_LAST(%s)" % (var, self.up, astr(hi, 0, names))
            return "%s <= %s" % (var, astr(aadd(hi, -1), 0, names))
        return "%s < %s" % (var, astr(hi, 0, names))

    def head(self, node):
        names = {"n": self.nname()}
        lo = astr(node.lo, 0, names)
        if self.m_for and node.var != "i" and not self.le and not (
                node.hi.get("n", 0) and self.unsigned_n()) and self.r.random() < 0.5:
            self.used_for = True
            return "%s_FOR(%s, %s, %s)" % (self.up, node.var, lo, astr(node.hi, 0, names))
        decl = self.itype + " " if self.loopdecl else ""
        return "for (%s%s = %s; %s; %s)" % (decl, node.var, lo, self.cond(node.var, node.hi),
                                           self.inc % node.var)

    def lines(self, node, ind, out):
        p = "  " * ind
        if isinstance(node, Loop):
            out.append("%s%s {" % (p, self.head(node)))
            for b in node.body:
                self.lines(b, ind + 1, out)
            out.append(p + "}")
        else:
            out.append(p + self.sstr(node))

    def include_at(self, lines, what):
        """lines moved into an included file; the #include in their place."""
        fname = "%s_%s.h" % (self.name, what)
        self.files[fname] = "/* %s: included by %s */\n" % (what, self.name) + "\n".join(lines) + "\n"
        return ["#include \"%s\"" % fname]

    def sections(self):
        out = []
        for a in self.arrays:
            nm = self.arrname(a)
            if self.storage == "global" and self.r.random() < 0.3:
                out.append(nm)      # a whole file-scope array
                continue
            last = "n+11" if self.storage == "vla" else "RN_D-1"
            out.append("%s[0:%s]" % (nm, last) + ("[0:%s]" % last if self.dims[a] == 2 else ""))
        return out

    def region_lines(self, root, regions, owner, L):
        """The kern function's body after its declarations."""
        R = self.r
        secs = self.sections()
        copy = "copy(%s)" % ", ".join(secs)
        inner_inc = self.include in ("body", "loop")
        if self.style == "inloop":
            # a data region around the host loop, the region inside it
            L.append("  #pragma acc data region %s" % copy)
            L.append("  {")
            L.append("    %s {" % self.head(root))
            start = len(L) + 1
            L.append("      #pragma acc region")
            L.append("      {")
            body = []
            for b in root.body:
                self.lines(b, 4, body)
            if inner_inc:
                body = self.include_at(body, "body")
            L.extend(body)
            L.append("      }")
            regions.append((start, len(L)))
            owner.append((start, len(L), self.name))
            L.append("    }")
            L.append("  }")
            return
        ind = "  "
        if self.style == "data":
            L.append("  #pragma acc data region %s" % copy)
            L.append("  {")
            ind = "    "
        nest = []
        self.lines(root, 0, nest)
        if self.include == "body" and len(nest) > 2:
            inner = nest[1:-1]
            nest = [nest[0]] + self.include_at(inner, "body") + [nest[-1]]
        elif self.include == "loop":
            at = [q for q in range(1, len(nest) - 1) if nest[q].lstrip().startswith(("for", self.up + "_FOR"))]
            if at:
                q0 = R.choice(at)
                depth = len(nest[q0]) - len(nest[q0].lstrip())
                q1 = next(q for q in range(q0 + 1, len(nest)) if nest[q] == " " * depth + "}")
                nest[q0:q1 + 1] = self.include_at(nest[q0:q1 + 1], "loop")
        start = len(L) + 1
        prag = "#pragma acc region"
        if self.clauses and self.style == "region":
            prag += " " + copy
        if self.include == "region":
            text = [prag] + (["{"] if self.braces else []) + nest + (["}"] if self.braces else [])
            L.extend(ind + x if not x.startswith("#") else x for x in self.include_at(text, "region"))
        else:
            L.append(ind + prag)
            if self.braces:
                L.append(ind + "{")
            L.extend((ind + x if not x.startswith("#") else x) for x in nest)
            if self.braces:
                L.append(ind + "}")
        regions.append((start, len(L)))
        owner.append((start, len(L), self.name))
        if self.style == "data":
            L.append("  }")

    def init_expr(self, a, seed):
        s = seed % 97 + (3 if a == "B" else 0) + (5 if a == "v" else 0)
        if self.E == "u":
            return "(unsigned)(x * 2654435761u + y * 40503u + %du) %% 1000u + (x == y ? 5u : 0u)" % s
        if self.E in "iw":
            return "(x * 7 + y * 3 + %d) %% 23 - 11 + (x == y ? 9 : 0)" % s
        return "(%s)((x * 7 + y * 3 + %d) %% 5) - 2 + (x == y ? 3 : 0)" % (self.T, s)

    def emit(self, L, regions, owner, files, flags, seed):
        """Appends the function to L (regions, owner: its region's span);
        returns main's calls, or None when no nest fits the arrays."""
        self.files = files
        root = None
        for _ in range(60):
            root = self.draw()
            if root is not None:
                break
        if root is None:
            return None
        up, T = self.up, self.T
        # the nest's text first: which macros it used
        kern = []
        ps = ["%s n" % self.ntype, "char c"]
        for a in self.arrays:
            rs = "restrict " if self.restrict and len(self.arrays) > 1 else ""
            if self.storage == "param":
                ps.append("%s (*%s%s)[RN_D]" % (T, rs, a) if self.dims[a] == 2 else "%s *%s%s" % (T, rs, a))
            elif self.storage == "vla":
                ps.append("%s %s[%sn + 12]%s" % (T, a, rs, "[n + 12]" if self.dims[a] == 2 else ""))
        kern.append("static void %s_kern(%s) {" % (self.name, ", ".join(ps)))
        kern.append("  (void)c;")
        if not self.loopdecl:
            kern.append("  %s i, j, k;" % self.itype)
        body = []
        span = []
        owners = []
        self.region_lines(root, span, owners, body)
        self.tag = "reorder:%s:%s:%s:%s:%s:n-%s%s" % (
            self.shape, self.T, self.storage, self.style,
            ("loopdecl-" if self.loopdecl else "before-") + self.itype, self.ntype,
            "".join(":inc-" + f.split("_")[-1][:-2] for f in self.files if f.startswith(self.name + "_")))
        L.append("/* %s: %s */" % (self.name, self.tag))
        defs = []
        if self.m_n:
            defs.append("#define %s_N n" % up)
        if self.m_last:
            defs.append("#define %s_LAST(x) ((x) - 1)" % up)
        if self.used_upd:
            defs.append("#define %s_UPD(a, b) a = (a - (b)) %% 1021" % up if self.E == "i"
                        else "#define %s_UPD(a, b) a -= b" % up)
        if self.used_wrap:
            defs.append("#define %s_WRAP(x) ((x) %% 1021)" % up if self.E == "i" else
                        "#define %s_WRAP(x) %s((x), %s)" % (up, "fmod" if self.E == "d" else "fmodf",
                                                            self.lit(1021)))
        if self.m_at:
            for a in self.arrays:
                if self.dims[a] == 2:
                    defs.append("#define %s_%s(x, y) %s[(x) + %d][(y) + %d]" % (up, a, self.arrname(a), OFF, OFF))
        if self.used_for:
            defs.append("#define %s_FOR(v, lo, hi) for (v = lo; v < hi; v++)" % up)
        L.extend(defs)
        if self.storage == "global":
            for a in self.arrays:
                L.append("static %s %s_%s[RN_D]%s;" % (T, self.name, a, "[RN_D]" if self.dims[a] == 2 else ""))
        base = len(L) + len(kern)
        L.extend(kern)
        L.extend(body)
        L.append("}")
        regions.extend((a + base, b + base) for (a, b) in span)
        owner.extend((a + base, b + base, q) for (a, b, q) in owners)
        self.driver(L, flags, seed)
        return ["%s(%d, (char)%d);" % (self.name, n, c) for n, c in zip(self.sizes, self.cvals)]

    def driver(self, L, flags, seed):
        T = self.T
        omp = any(f.startswith("-fopenmp") for f in flags)
        L.append("static void %s(long sz, char c) {" % self.name)
        L.append("  %s n = (%s)sz;" % (self.ntype, self.ntype))
        L.append("  long m = %s;" % ("RN_D" if self.storage != "vla" else "sz + 12"))
        L.append("  unsigned long long h = 14695981039346656037ull;")
        args = []
        for a in self.arrays:
            nm = self.arrname(a)
            if self.storage != "global":
                if self.dims[a] == 2:
                    L.append("  %s (*%s)[m] = malloc(sizeof(%s) * m * m);" % (T, nm, T))
                else:
                    L.append("  %s *%s = malloc(sizeof(%s) * m);" % (T, nm, T))
                args.append("(void *)" + nm if self.storage == "param" else nm)
            if omp:
                L.append("  #pragma omp parallel for")
            if self.dims[a] == 2:
                L.append("  for (long x = 0; x < m; x++) for (long y = 0; y < m; y++) %s[x][y] = %s;"
                         % (nm, self.init_expr(a, seed)))
            else:
                L.append("  for (long x = 0; x < m; x++) { long y = x %% 5; %s[x] = %s; }"
                         % (nm, self.init_expr(a, seed)))
        L.append("  %s_kern(n, c%s);" % (self.name, "".join(", " + x for x in args)))
        for a in self.arrays:
            nm = self.arrname(a)
            if self.dims[a] == 2:
                L.append("  for (long x = 0; x < m; x++) for (long y = 0; y < m; y++) h = rn_mix(h, (long long)%s[x][y]);" % nm)
            else:
                L.append("  for (long x = 0; x < m; x++) h = rn_mix(h, (long long)%s[x]);" % nm)
        L.append("  printf(\"%s n=%%ld c=%%d %%016llx\\n\", sz, (int)c, h);" % self.name)
        if self.storage != "global":
            for a in self.arrays:
                L.append("  free(%s);" % self.arrname(a))
        L.append("}")
        L.append("")


# ---------------------------------------------------------------- the program

class Prog:
    """One seed's program: 2-4 nest functions and drawn compile flags."""

    def __init__(self, rnd, seed, avoid=()):
        self.r = rnd
        self.seed = seed
        self.avoid = set(avoid)
        self.files = {}
        self.tags = {}
        self.owner = []
        self.flags = self.draw_flags() if "rnflags" not in self.avoid else []

    def draw_flags(self):
        R = self.r
        f = []
        if R.random() < 0.8:
            if R.random() < 0.35:
                f.append("-funsigned-char")
            if R.random() < 0.4:
                f.append("-fwrapv")
            if R.random() < 0.5:
                f.append("-ffp-contract=" + R.choice(["off", "on", "fast"]))
            if R.random() < 0.2:
                f.append("-mfma")
            if R.random() < 0.6:
                f.append(R.choice(["-O0", "-O1", "-O2", "-O3"]))
            if R.random() < 0.3:
                f.append(R.choice(["-std=c99", "-std=c11", "-std=c17", "-std=gnu11"]))
            if R.random() < 0.25:
                f.append(R.choice(["-fopenmp", "-fopenmp=libgomp"]))
        return f

    def standalone(self):
        L = ["/* cuacc difftest reorder program, seed %d */" % self.seed,
             "#include <stdio.h>", "#include <math.h>", "#include <string.h>"]
        L += PRELUDE.splitlines()
        regions = []
        calls = []
        for k in range(1, self.r.randint(2, 4) + 1):
            nest = Nest(self.r, k, self.flags, self.avoid)
            c = nest.emit(L, regions, self.owner, self.files, self.flags, self.seed)
            if c is None:
                continue
            self.tags[nest.name] = nest.tag
            calls += c
        L.append("int main(void) {")
        L.append("  setvbuf(stdout, NULL, _IOLBF, 0); /* what ran before a stop shows */")
        for c in calls:
            L.append("  " + c)
        L.append("  return 0;")
        L.append("}")
        return "\n".join(L) + "\n", regions

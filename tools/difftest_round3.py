"""The 'round3' family of tools/difftest: what a hostile round of 80
hand-written programs found and the random tester did not generate
(issue 26).

Every function here is self-contained (its own arrays, prefixed r3_/q<k>_)
and prints what it computed, so it can be added to a classic program (the
'mixed' family adds 0-2 such functions, from a random stream of its own,
and draws compile flags) or make a whole program (--family round3, a
fraction of them C++).

Dimensions:
  macros   function-like macros at the end of a statement
           (A[i][j] = (...)/SCALAR_VAL(9.0); c[i] = MAX(a[i], 50.0f);),
           object-like macros for whole statements (STEP) and for a closing
           brace (CLOSE), loop macros (FOR_I(i, n) { ... }), _Pragma("acc
           region") / _Pragma("acc data region ...") from macros, data
           regions whose closing brace is a macro; regions that must run on
           the host (a printf) inside data regions
  include  loop bodies from #include'd files (written next to the program),
           X-macro files, whole regions in an included file
  types    file- and block-scope typedefs (typedef double real;), enum
           constants as extents and bounds, enum and typedef'd loop indices
  flags    compile flags drawn at random and given to the plain and the cuacc
           build alike: -funsigned-char, -fwrapv, -ffp-contract=off|on|fast,
           -mfma, -O0..-O3, -std=c99/c11/c17/gnu11 (C++: c++14/17/20),
           -fno-math-errno, -fopenmp=libgomp; with code whose output depends
           on them: char signedness, x + C < x overflow tests (only with
           -fwrapv), a*b+c printed with %a
  ieee     NaN, +-0.0, +-inf in data and in reductions (sum, max, min in the
           spellings v > m ? v : m, m > v ? m : v, if (v > m) m = v, fmax);
           printed with %a (NaN as 'nan': its sign is not C's business)
  bounds   unsigned, size_t, long and mixed-sign loop bounds and indices
           (C's usual arithmetic conversions: int lo = -2 against an unsigned
           hi runs zero times, against a long hi it runs)
  vla      VLA pointers and arrays whose size variable changes after the
           declaration
  conv     C's conversions and literals in region bodies: float/double
           mixing, hex-float literals, INFINITY/NAN, char and short
           arithmetic, ?: of mixed signedness, comma-separated for headers
           with two induction variables, chained assignments
  omp      #pragma omp simd / omp parallel for inside regions
  cxx      (C++ only) references to elements, member arrays in member
           functions, reference-to-array parameters, namespace members and
           static data members named qualified, auto, named casts,
           constexpr, range-for
  known    empty sections with update host, boundary-guarded neighbour reads
  tables   constant tables (static const arrays, string literals, compound
           literals, static locals) read in regions; char, short, long long
           and _Bool arrays and their sections in data regions; exact math
           with out-parameters (frexp, modf) and rounding functions
  shapes   what issue 27 found offloading badly: loop bounds that are not
           affine but keep their value (n / 2, n >> 2, n - n % 4, MIN(n, m)
           - 1, a cast), <math.h>'s classification macros and the rounding
           and remainder functions in kernels, enum arrays, locals and
           casts, tables and scratch arrays declared in the loop body or at
           the top of the region block
  structs  struct members in regions and data clauses: structs holding
           pointers, sizes and array members (typedef'd or tagged; a local,
           a global, reached through a pointer parameter or nested in another
           struct, '.' and '->'), member scalars in bounds and arithmetic, a
           member scalar written with '.', reductions into members (+, max
           as ?:, if, MAX, fmax; through '->' into a local first), member
           paths in data clauses in both models (PGI data region
           copyin(v.a[0:v.n-1]), OpenACC data / enter data / exit data,
           present, update host/self; the whole range the regions use);
           C++: a member function's own and inherited members, this->n,
           array members, data clauses on members, reductions into locals;
           and regions that stay on the host: the root assigned in the
           region, a member written through one of two pointers to the
           struct, the struct's address passed to a function, arrays of
           structs, unions, bit-fields, a member written through '->' or
           through 'this'; and arrays of structs the device holds (C-like
           structs of numbers and arrays of numbers, nested, typedef'd or
           tagged, at file scope; the arrays global, local, malloc'd, pointer
           parameters or a struct's members): p[i].x += p[i].v * dt,
           c[i].in.w[k], whole-element copies b[i] = a[n-1-i], a struct local
           in the body, one member of each element written (q[i].v =
           p[(i*3)%n].x), reductions over p[i].x, a recurrence p[i].x =
           p[i-1].x + 1 that must stay sequential, the arrays in data clauses
           of both models (copyin(p[0:n]), enter/exit data, present, update)
           and in 'declare create'
  rows     rows through pointers (T **a, each a[i] a row; double, float,
           int, unsigned, long and typedefs of them, a typedef'd row
           pointer): rows malloc'd one by one or pointers into one block
           (a[i] = base + i*st with st = m or padded, reversed, permuted),
           rows that overlap where a region writes them (a[i] = base +
           i*(m/2), or b's rows a's: the region falls back to the host at
           run time) or only reads them; loops over a[i][j] (element-wise,
           columns outer, stencils across rows, dependences between rows
           b[i][j] = b[i-1][j] + ... and along a row, triangles, reversed
           reads, partial columns c[i][1..m-2]), row aliases T *r = a[i],
           reductions over a[i][j] (+, max in four spellings and fmax), a
           temporary the device creates; explicit clauses on the compute
           constructs and data regions of both models (PGI region / data
           region copyin(a[0:n-1][0:m-1]), local; OpenACC kernels,
           parallel loop, data, enter/exit data, present,
           copyin(a[0:n][0:m]), create, partial columns c[0:n][1:m-2]),
           inferred sections, update self/host/device of the upper half of
           the rows (with a host change between), a row a[i] handed to a
           function whose region finds it present (reading or writing it);
           the arrays local, global, pointer parameters (restrict or not,
           T *const *) or C++ T **& references (named in no clause while
           ROWS_REF_CLAUSES is off); every row's whole allocation and
           every block (padding included) printed after

  refs     (C++ only) regions reaching data through C++ references:
           parameters T *&a, T *const &a, T (&a)[N], T (&A)[N][M], const int
           &n and int &n bounds, T &s reductions (sum, min, max in C's
           spellings), assignments in a region's serial code; references
           bound at the call site to locals, globals, struct members and
           elements of the region's own arrays (the run-time check keeps
           those on the host), a struct's array member beside its scalar;
           regions in PGI or OpenACC spelling (one model a program), data
           clauses on the references (copy(x[0:n]), copyin(x) on an array
           reference, if()), data regions and enter/exit data around the
           calls and in the callees (update of a reference's section),
           regions that fall back inside them (overlapping b = a + 1, a call
           to a host function), a pointer moved through its reference
           between regions, local references in the body (T &r = a[i], a
           row, a scalar outside), range-for by reference, templates, lambdas
           capturing by reference. Shapes that found bugs not fixed yet are
           not drawn unless DIFFTEST_REFS_KNOWN names them (Prog.REFS_KNOWN).
           A program whose features are all C++-only is C++.

DIFFTEST_R3_FEATURES=f1,f2 in the environment draws the functions of a
round3 program (and the round3 part of a mixed one) from those features
only (e.g. DIFFTEST_R3_FEATURES=structs tools/difftest --family round3).
"""
import os
import random
import re

FEATURES = ("macros", "include", "types", "flags", "ieee", "bounds", "vla", "conv", "omp", "known", "cxx",
            "tables", "shapes", "structs", "refs", "rows")
C_FEATURES = ["macros", "macros", "include", "types", "flags", "ieee", "ieee",
              "bounds", "bounds", "vla", "conv", "conv", "omp", "known", "tables", "tables",
              "shapes", "shapes", "steps", "steps", "structs", "structs", "rows", "rows"]
CXX_FEATURES = ["macros", "include", "types", "flags", "ieee", "bounds",
                "conv", "omp", "cxx", "cxx", "cxx", "tables", "shapes", "steps", "structs", "structs",
                "refs", "refs", "rows", "rows"]

CXX_ONLY = ("cxx", "refs")

PRELUDE = r"""/* ---- round3 prelude ---- */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <float.h>
#define SCALAR_VAL(x) x
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define CLOSE }
#define FOR_I(v, n) for (v = 0; v < (n); v++)
#define ACC_REGION _Pragma("acc region")
#define ACC_REGION_FOR _Pragma("acc region for")
typedef double real;
typedef float realf;
typedef int index_t;
typedef unsigned int uindex_t;
enum { R3N = %(n)d, R3M = %(m)d };
enum r3_dir { R3_D0, R3_D1, R3_D2, R3_DN };
static int r3_noisy(int i) { if (i == 1) printf("r3_noisy %%d\n", i); return i & 3; }
static void r3_pd(double x) { if (isnan(x)) printf(" nan"); else printf(" %%a", x); }
static void r3_pf(float x) { if (isnan(x)) printf(" nan"); else printf(" %%a", (double)x); }
static void r3_pad(const char *t, const double *p, long n) { printf("%%s:", t); for (long i = 0; i < n; i++) r3_pd(p[i]); printf("\n"); }
static void r3_paf(const char *t, const float *p, long n) { printf("%%s:", t); for (long i = 0; i < n; i++) r3_pf(p[i]); printf("\n"); }
static void r3_pai(const char *t, const int *p, long n) { printf("%%s:", t); for (long i = 0; i < n; i++) printf(" %%d", p[i]); printf("\n"); }
static void r3_pau(const char *t, const unsigned *p, long n) { printf("%%s:", t); for (long i = 0; i < n; i++) printf(" %%u", p[i]); printf("\n"); }
"""

SPECIAL = ["NAN", "INFINITY", "-INFINITY", "0.0", "-0.0"]


class Prog:
    """One seed's round3 part. flags: extra compile flags; files: name ->
    text of included files; cxx: C++ mode."""

    def __init__(self, rnd, seed, cxx=False, nfuncs=None, flags_p=1.0, avoid=(), prefer=()):
        self.r = rnd
        self.seed = seed
        self.cxx = cxx
        self.n = rnd.choice([16, 24, 32, 40])
        self.m = rnd.choice([6, 8, 12])
        self.files = {}
        self.tags = {}           # function name -> feature[:shape...]
        self.owner = []          # (first line, last line, function) of each region
        self.avoid = set(avoid)
        self.prefer = set(prefer)
        self.cur = None
        self.flags = []
        self.k = 0
        self.nfuncs = nfuncs if nfuncs is not None else rnd.randint(3, 6)
        only = [f for f in os.environ.get("DIFFTEST_R3_FEATURES", "").split(",") if f]
        if nfuncs is None and only and all(f in CXX_ONLY for f in only):
            self.cxx = True      # a whole program of C++-only features
        self.acc_seen = False    # an OpenACC construct written: later updates are OpenACC's
        self.draw_flags(flags_p)

    # ------------------------------------------------------------ utils
    def chance(self, p):
        return self.r.random() < p

    def group(self, items):
        """Items in consecutive groups of random length (one region each)."""
        groups = []
        for x in items:
            if groups and self.chance(0.4):
                groups[-1].append(x)
            else:
                groups.append([x])
        return groups

    def acc_loop(self, L, ind, ctor, pres, red, lines):
        """One loop under an OpenACC combined construct: 'parallel' asserts
        it independent, so its reduction must be named; 'kernels' finds
        it, named or not."""
        red_cl = ""
        if red and (ctor == "parallel loop" or self.chance(0.5)):
            red_cl = " reduction(%s)" % red
        L.append(ind + "#pragma acc %s%s%s" % (ctor, pres, red_cl))
        L += [ind + l for l in lines]

    def pick(self, s):
        return self.r.choice(s)

    def has(self, flag):
        return flag in self.flags

    def draw_flags(self, p):
        R = self.r
        f = []
        if R.random() < p:
            if R.random() < 0.35:
                f.append("-funsigned-char")
            if R.random() < 0.35:
                f.append("-fwrapv")
            if R.random() < 0.5:
                f.append("-ffp-contract=" + R.choice(["off", "on", "fast"]))
            if R.random() < 0.3:
                f.append("-mfma")
            if R.random() < 0.6:
                f.append(R.choice(["-O0", "-O1", "-O2", "-O3"]))
            if R.random() < 0.5:
                f.append(R.choice(["-std=c++14", "-std=c++17", "-std=gnu++17", "-std=c++20"]
                                  if self.cxx else ["-std=c99", "-std=c11", "-std=c17", "-std=gnu11"]))
            if R.random() < 0.15:
                f.append("-fno-math-errno")
            if R.random() < 0.3:
                f.append("-fopenmp=libgomp")
        self.flags = f

    def tag(self, q, what):
        self.tags[q] = self.tags.get(q, "?") + ":" + str(what)

    def region_span(self, L, regions, start):
        regions.append((start, len(L)))
        self.owner.append((start, len(L), self.cur))

    # ------------------------------------------------------------ program
    def prelude(self):
        return (PRELUDE % {"n": self.n, "m": self.m}).splitlines()

    def emit(self, L, regions, features=None):
        """Appends the prelude and the functions to L, records region spans
        (1-based lines of L); returns the calls for main."""
        L += self.prelude()
        calls = []
        pool = [f for f in (CXX_FEATURES if self.cxx else C_FEATURES) if "r3" + f not in self.avoid]
        only = [f for f in os.environ.get("DIFFTEST_R3_FEATURES", "").split(",") if f]
        if only:
            pool = [f for f in pool if f in only]
        if not pool:
            return []
        feats = features or [self.pick(pool) for _ in range(self.nfuncs)]
        # the functions that stop the program today (an empty section's
        # update) go last, so that they hide nothing
        feats = [f for f in feats if f != "known"] + [f for f in feats if f == "known"]
        for f in feats:
            self.k += 1
            self.cur = "q%d" % self.k
            self.tags["q%d" % self.k] = f
            calls += getattr(self, "f_" + f)(L, regions, "q%d" % self.k)
        return calls

    def standalone(self):
        L = ["/* cuacc difftest round3 program, seed %d%s */" % (self.seed, " (C++)" if self.cxx else ""),
             "#include <stdio.h>", "#include <math.h>", "#include <string.h>"]
        if self.cxx:
            L.append("#include <algorithm>")
        regions = []
        calls = self.emit(L, regions)
        L.append("int main(void) {")
        L.append("  setvbuf(stdout, NULL, _IOLBF, 0); /* what ran before a stop shows */")
        for c in calls:
            L.append("  " + c)
        L.append("  return 0;")
        L.append("}")
        return "\n".join(L) + "\n", regions

    # small helpers --------------------------------------------------------
    def sizes(self, cap):
        """Two or three call sizes in [0, cap]; at least one that runs."""
        R = self.r
        s = [R.randint(max(1, cap // 2), cap)]
        s.append(R.choice([0, 1, 2, R.randint(1, cap)]))
        return s

    def data_open(self, L, ind, clauses, macro=False):
        if macro:
            return [ind + "_Pragma(\"acc data region %s\")" % clauses.replace('"', '\\"'), ind + "{"]
        return [ind + "#pragma acc data region %s" % clauses, ind + "{"]

    def host_force(self, tag, var="i"):
        """A statement that keeps a region on the host (printf)."""
        return 'if (%s == 1) printf("%s host %%d\\n", (int)%s);' % (var, tag, var)

    # ------------------------------------------------------------ macros
    def f_macros(self, L, regions, q):
        if self.chance(0.2):
            return self.f_macro_defined(L, regions, q)
        R = self.r
        n, m = self.n, self.m
        A, B, a, b, c = q + "_A", q + "_B", q + "_a", q + "_b", q + "_c"
        et = self.pick(["double", "float", "real", "realf"])
        lit = "f" if et in ("float", "realf") else ""
        L.append("static %s %s[R3N][R3M], %s[R3N][R3M], %s[R3N], %s[R3N], %s[R3N];" % (et, A, B, a, b, c))
        L.append("#define %s_STEP %s[i] += 1;" % (q.upper(), a))
        store_tail = self.pick(["1", "r3_noisy(i)"])   # r3_noisy keeps a region on the host
        L.append("#define %s_STORE(i) %s[i] = %s[i] * 2%s + %s;" % (q.upper(), c, b, ".0" + lit if lit else ".0",
                                                             store_tail))
        in_data = self.chance(0.6)
        dmacro_close = in_data and self.chance(0.4)
        dmacro_open = in_data and self.chance(0.3)
        self.tag(q, "data" + ("/close-macro" if dmacro_close else "") + ("/pragma-macro" if dmacro_open else "")
                 if in_data else "nodata")
        L.append("static void %s(int n, int m) {" % q)
        L.append("  int i, j;")
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = (%s)(i %% 7) - 2; %s[i] = (%s)(i * 3 %% 11); %s[i] = 0;"
                 " for (j = 0; j < R3M; j++) { %s[i][j] = (%s)((i * 5 + j * 3) %% 17); %s[i][j] = 0; } }"
                 % (a, et, b, et, c, A, et, B))
        ind = "  "
        if in_data:
            cl = "copy(%s[0:n-1], %s[0:n-1][0:m-1]) copyin(%s[0:n-1]) copy(%s[0:n-1][0:m-1], %s[0:n-1])" % (
                a, A, b, B, c)
            L += self.data_open(L, ind, cl, macro=dmacro_open)
            ind = "    "
        nreg = R.randint(1, 3)
        for ri in range(nreg):
            host = self.chance(0.35 if in_data else 0.15)
            shape = self.pick(["polybench", "max", "max_end", "step", "close", "for_i",
                               "store_macro", "for_i_close"])
            pmacro = self.chance(0.3)
            self.tag(q, shape + ("/host" if host or (shape == "store_macro" and store_tail != "1") else "")
                     + ("/pragma-macro" if pmacro else ""))
            start = len(L) + 1
            if pmacro:
                L.append(ind + self.pick(["ACC_REGION", "ACC_REGION_FOR"]))
            else:
                L.append(ind + "#pragma acc region" + self.pick(["", " for"]))
            hf = (ind + "    " + self.host_force(q)) if host else None
            if shape == "polybench":
                # the statement ends in the macro: the host variant calls
                # r3_noisy inside it rather than adding braces
                L.append(ind + "for (i = 1; i < n - 1; i++)")
                L.append(ind + "  for (j = 1; j < m - 1; j++)")
                tgt = self.pick([A, B])
                L.append(ind + "    %s[i][j] = (%s[i-1][j] + %s[i][j-1] + %s[i][j] + %s[i][j+1] + %s[i+1][j]%s)/SCALAR_VAL(%s);"
                         % (tgt, A, A, A, A, A, " + r3_noisy(i + j)" if host else "",
                            self.pick(["5.0", "9.0", "2.0"])))
            elif shape == "max":
                L.append(ind + "for (i = 0; i < n; i++) {")
                if host:
                    L.append(hf)
                L.append(ind + "  %s[i] = %s[i] + %s[i];" % (b if False else c, a, b))
                L.append(ind + "  %s[i] = MAX(%s[i], %s);" % (c, c, self.pick(["5.0f", "3.0", "(%s)4" % et])))
                L.append(ind + "}")
            elif shape == "step":
                L.append(ind + "for (i = 0; i < n; i++) {")
                if host:
                    L.append(hf)
                L.append(ind + "  %s_STEP" % q.upper())
                L.append(ind + "}")
            elif shape == "store_macro":
                L.append(ind + "for (i = 0; i < n; i++)")
                L.append(ind + "  %s%s_STORE(i)" % ("%s[i] += r3_noisy(i);" % b if False else "", q.upper()))
            elif shape == "max_end":
                L.append(ind + "for (i = 0; i < n; i++)")
                L.append(ind + "  %s[i] = MAX(%s[i]%s, %s);" % (c, a, " + r3_noisy(i)" if host else "",
                                                               self.pick(["2.0f", "1.0", "(%s)3" % et])))
            elif shape == "close":
                L.append(ind + "for (i = 0; i < n; i++) {")
                if host:
                    L.append(hf)
                L.append(ind + "  %s[i] = MIN(%s[i], %s[i]) + 1;" % (c, a, b))
                L.append(ind + "CLOSE")
            elif shape in ("for_i", "for_i_close"):
                L.append(ind + "FOR_I(i, n) {")
                if host:
                    L.append(hf)
                L.append(ind + "  for (j = 0; j < m; j++)")
                L.append(ind + "    %s[i][j] = %s[i][j] * 2 + %s[i];" % (B, A, b))
                L.append(ind + ("CLOSE" if shape == "for_i_close" else "}"))
            self.region_span(L, regions, start)
        if in_data:
            L.append("  " + ("CLOSE" if dmacro_close else "}"))
        L.append('  r3_pa%s("%s a", (const %s *)%s, R3N);' % (self.pfx(et), q, self.base(et), a))
        L.append('  r3_pa%s("%s c", (const %s *)%s, R3N);' % (self.pfx(et), q, self.base(et), c))
        L.append('  r3_pa%s("%s A", &%s[0][0], R3N * R3M);' % (self.pfx(et), q, A))
        L.append('  r3_pa%s("%s B", &%s[0][0], R3N * R3M);' % (self.pfx(et), q, B))
        L.append("}")
        return ["%s(%d, %d);" % (q, s, min(m, self.m)) for s in self.sizes(n)
                for m in [self.r.randint(2, self.m)]]

    def f_macro_defined(self, L, regions, q):
        """Functions defined by a macro (type-generic C), their regions from
        _Pragma, called inside the caller's data region or not."""
        R = self.r
        Q = q.upper()
        L.append("#define %s_DEFINE(T) \\" % Q)
        L.append("  static void %s_scale_##T(T *%s p, int n) { \\" % (q, "__restrict" if self.cxx else "restrict"))
        L.append("    _Pragma(\"acc region\") \\")
        L.append("    for (int i = 0; i < n; i++) p[i] = p[i] * %d + 1; \\" % R.randint(2, 5))
        L.append("  }")
        start = len(L) + 1
        L.append("%s_DEFINE(float)" % Q)
        L.append("%s_DEFINE(double)" % Q)
        self.region_span(L, regions, start)
        L.append("static float %s_f[R3N];" % q)
        L.append("static double %s_d[R3N];" % q)
        in_data = self.chance(0.6)
        self.tag(q, "defined-by-macro" + ("/data" if in_data else ""))
        L.append("static void %s(int n) {" % q)
        L.append("  for (int i = 0; i < R3N; i++) { %s_f[i] = i; %s_d[i] = -i; }" % (q, q))
        if in_data:
            L.append("  #pragma acc data region copy(%s_f[0:R3N-1], %s_d[0:R3N-1])" % (q, q))
            L.append("  {")
        L.append("    %s_scale_float(%s_f, n);" % (q, q))
        L.append("    %s_scale_double(%s_d, n / 2);" % (q, q))
        if in_data:
            L.append("  }")
        L.append('  r3_paf("%s f", %s_f, R3N);' % (q, q))
        L.append('  r3_pad("%s d", %s_d, R3N);' % (q, q))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    @staticmethod
    def pfx(et):
        return "f" if et in ("float", "realf") else "d"

    @staticmethod
    def base(et):
        return "float" if et in ("float", "realf") else "double"

    # ------------------------------------------------------------ include
    def f_include(self, L, regions, q):
        R = self.r
        a, b, o0, o1, o2 = q + "_a", q + "_b", q + "_o0", q + "_o1", q + "_o2"
        L.append("static int %s[R3N], %s[R3N], %s[R3N], %s[R3N], %s[R3N];" % (a, b, o0, o1, o2))
        shape = self.pick(["body", "xmacro", "region", "body_in_data"])
        self.tag(q, shape)
        L.append("static void %s(int n) {" % q)
        L.append("  int i;")
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = i * 3 - 7; %s[i] = (i * 5) %% 13; %s[i] = %s[i] = %s[i] = -1; }"
                 % (a, b, o0, o1, o2))
        host = self.chance(0.3)
        ind = "  "
        if shape == "body_in_data" or (shape != "region" and self.chance(0.3)):
            L += self.data_open(L, ind, "copyin(%s[0:n-1], %s[0:n-1]) copy(%s[0:n-1], %s[0:n-1], %s[0:n-1])"
                                % (a, b, o0, o1, o2))
            ind = "    "
            indata = True
        else:
            indata = False
        if shape in ("body", "body_in_data"):
            fname = "%s_body.h" % q
            stm = ["%s[i] = %s[i] * %d + %s[i];" % (o0, a, R.randint(1, 9), b),
                   "%s[i] = %s[i] > %d ? %s[i] : -%s[i];" % (o1, a, R.randint(-3, 20), b, a),
                   "%s[i] += %s[i] & 7;" % (o2, b)]
            if host:
                stm.insert(0, self.host_force(q))
            self.files[fname] = "/* loop body of %s */\n" % q + "\n".join(self.r.sample(stm, len(stm))) + "\n"
            start = len(L) + 1
            L.append(ind + "#pragma acc region" + self.pick(["", " for"]))
            L.append(ind + "for (i = 0; i < n; i++) {")
            L.append('#include "%s"' % fname)
            L.append(ind + "}")
            self.region_span(L, regions, start)
        elif shape == "xmacro":
            fname = "%s_ops.def" % q
            ops = R.sample([(0, "+", R.randint(1, 9)), (1, "*", R.randint(2, 5)), (2, "-", R.randint(1, 9)),
                            (0, "^", R.randint(1, 9))], R.randint(1, 3))
            seen = set()
            ops = [o for o in ops if not (o[0] in seen or seen.add(o[0]))]
            self.files[fname] = "".join("%s_X(%d, %s, %d)\n" % (q.upper(), k, op, c) for (k, op, c) in ops)
            L.append("#define %s_X(k, op, c) %s_o##k[i] = %s[i] op c;" % (q.upper(), q, a))
            start = len(L) + 1
            L.append(ind + "#pragma acc region")
            L.append(ind + "{")
            L.append(ind + "  for (i = 0; i < n; i++) {")
            if host:
                L.append(ind + "    " + self.host_force(q))
            L.append('#include "%s"' % fname)
            L.append(ind + "  }")
            L.append(ind + "}")
            self.region_span(L, regions, start)
            L.append("#undef %s_X" % q.upper())
        else:
            fname = "%s_region.h" % q
            self.files[fname] = "\n".join([
                "/* a generated kernel, included */",
                "#pragma acc region",
                "for (i = 0; i < n; i++) {",
                "  %s[i] = %s[i] + %s[i];" % (o0, a, b),
                "  %s[i] = %s[i] * 2;" % (o1, b),
                "}", ""])
            L.append('#include "%s"' % fname)
        if indata:
            L.append("  }")
        for o in (o0, o1, o2):
            L.append('  r3_pai("%s %s", %s, R3N);' % (q, o, o))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ types
    def f_types(self, L, regions, q):
        R = self.r
        a, s = q + "_a", q + "_s"
        et = self.pick(["real", "realf", "double", "float"])
        L.append("static %s %s[R3N];" % (et, a))
        L.append("static index_t %s[R3N];" % s)
        L.append("static void %s(index_t n) {" % q)
        L.append("  typedef %s %s_t;" % (self.pick(["float", "double", "int", "long"]), q))
        L.append("  enum { %s_K = %d, %s_W = %d };" % (q.upper(), R.randint(2, 9), q.upper(), R.randint(1, 5)))
        # Values whose spelling CUDA C++ reads otherwise: an enumerator past
        # INT_MAX (unsigned), a character constant and a string with the high
        # bit set (the user's -funsigned-char decides them).
        chars = self.chance(0.5)
        if chars:
            L.append("  enum { %s_BIG = 0x80000000 };" % q.upper())
        ivt = self.pick(["index_t", "int", "uindex_t", "%s_t" % q if False else "index_t"])
        L.append("  %s i;" % ivt)
        L.append("  %s acc = 0;" % (q + "_t"))
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = (%s)(i %% 9) * (%s)0.5; %s[i] = (index_t)(i * 7 %% R3N); }"
                 % (a, et, et, s))
        start = len(L) + 1
        L.append("  #pragma acc region")
        L.append("  {")
        L.append("    for (i = 0; i < (%s)n; i++) {" % ivt)
        L.append("      %s_t t = (%s_t)%s[i] * %s_K;" % (q, q, a, q.upper()))
        L.append("      %s[i] = (%s)(t + %s_W);" % (a, et, q.upper()))
        L.append("      %s[i] = (index_t)((%s[i] + %s_K) %% R3N);" % (s, s, q.upper()))
        if chars:
            # Each term modulo 7 (2^64 is not 0 modulo 7: a value wrongly
            # negative shows, where modulo R3N, a power of two, it may not).
            L.append("      %s[i] = (index_t)(((unsigned long)%s[i] + (unsigned long)'\\x%x' %% 7"
                     " + (unsigned long)%s_BIG %% 7 + (unsigned long)\"\\x%x\\x10\"[i & 1] %% 7) %% R3N);"
                     % (s, s, R.randint(0x80, 0xff), q.upper(), R.randint(0x80, 0xff)))
        L.append("    }")
        if self.chance(0.5):
            L.append("    for (i = 0; i < (%s)n; i++) acc += (%s_t)%s[i];" % (ivt, q, s))
        if not self.cxx and self.chance(0.5):
            L.append("    { enum r3_dir d; for (d = R3_D0; d < R3_DN; d++) %s[d] = %s[d] + (%s)d; }" % (a, a, et))
        L.append("  }")
        self.region_span(L, regions, start)
        L.append('  printf("%s acc %%ld\\n", (long)acc);' % q)
        L.append('  r3_pa%s("%s a", (const %s *)%s, R3N);' % (self.pfx(et), q, self.base(et), a))
        L.append('  r3_pai("%s s", %s, R3N);' % (q, s))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ flags
    def f_flags(self, L, regions, q):
        R = self.r
        ci, co, w, wo, fa, fb, fc, fd = (q + x for x in ("_ci", "_co", "_w", "_wo", "_fa", "_fb", "_fc", "_fd"))
        ft = self.pick(["double", "float"])
        L.append("static int %s[R3N], %s[R3N], %s[R3N], %s[R3N];" % (ci, co, w, wo))
        L.append("static char %s_ch[R3N];" % q)
        L.append("static %s %s[R3N], %s[R3N], %s[R3N], %s[R3N];" % (ft, fa, fb, fc, fd))
        L.append("static void %s(int n) {" % q)
        L.append("  int i; int cs = 0; %s fs = 0;" % ft)
        L.append("  for (i = 0; i < R3N; i++) {")
        L.append("    %s[i] = i * %d; %s_ch[i] = (char)(i * %d + %d); %s[i] = INT_MAX - %d * i;"
                 % (ci, R.randint(5, 40), q, R.randint(7, 97), R.randint(0, 255), w, R.randint(1, 500)))
        if self.has("-ffp-contract=off"):
            # a*b+c whose fused and unfused values differ: no contraction
            # anywhere is C's meaning under -ffp-contract=off (kernels too)
            L.append("    %s[i] = (%s)0.1 * (i + 1) + (%s)%s; %s[i] = (%s)1.0 / (i + 3); %s[i] = -(%s[i] * %s[i]) + (%s)%s * i; %s[i] = 0;"
                     % (fa, ft, ft, self.pick(["1e-8", "0.3", "3.0"]), fb, ft, fc, fa, fb, ft,
                        self.pick(["1e-17", "1e-9", "0.0"]), fd))
        else:
            # under -ffp-contract=on/fast fusing is the compiler's choice (and
            # Clang folds constants fused, runs them unfused): exact values
            L.append("    %s[i] = (%s)(i %% 7); %s[i] = (%s)0.5; %s[i] = (%s)(i - 9); %s[i] = 0;"
                     % (fa, ft, fb, ft, fc, ft, fd))
        L.append("    %s[i] = %s[i] = 0;" % (co, wo))
        L.append("  }")
        start = len(L) + 1
        L.append("  #pragma acc region")
        L.append("  {")
        L.append("    for (i = 0; i < n; i++) {")
        L.append("      char c = (char)(%s[i] + %d);" % (ci, R.randint(50, 200)))
        L.append("      %s[i] = c < 0 ? -1 : (int)c;" % co)
        if self.has("-fwrapv"):
            L.append("      int x = %s[i];" % w)
            L.append("      %s[i] = (x + %d < x) ? 1 : 2;" % (wo, R.randint(1, 3000)))
        else:
            L.append("      %s[i] = (%s[i] > INT_MAX - %d) ? 1 : 2;" % (wo, w, R.randint(1, 3000)))
        L.append("      %s[i] = %s[i] * %s[i] + %s[i];" % (fd, fa, fb, fc))
        L.append("    }")
        L.append("    for (i = 0; i < n; i++) cs += %s_ch[i];" % q)
        if self.chance(0.5):
            L.append("    for (i = 0; i < n; i++) if (%s[i] > fs) fs = %s[i];" % (fd, fd))
        L.append("  }")
        self.region_span(L, regions, start)
        L.append('  printf("%s cs %%d fs", cs); r3_pd(%s); printf("\\n");' % (q, "(double)fs" if ft == "float" else "fs"))
        L.append('  r3_pai("%s co", %s, R3N);' % (q, co))
        L.append('  r3_pai("%s wo", %s, R3N);' % (q, wo))
        L.append('  r3_pa%s("%s fd", %s, R3N);' % (self.pfx(ft), q, fd))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ ieee
    def f_ieee(self, L, regions, q):
        R = self.r
        ft = self.pick(["double", "float", "real"])
        fl = ft in ("float",)
        a, b = q + "_a", q + "_b"
        n = self.n
        L.append("static %s %s[R3N], %s[R3N];" % (ft, a, b))
        L.append("static void %s(int n, int pat) {" % q)
        L.append("  int i;")
        # data: small dyadic finite values (every sum exact, so the order of
        # a sum does not matter) and special values at pattern-chosen places
        fin = ["1.0", "-2.0", "0.5", "3.0", "-0.25", "4.0"]
        L.append("  for (i = 0; i < R3N; i++) {")
        L.append("    switch ((i * 7 + pat) %% %d) {" % R.randint(6, 13))
        cases = R.sample(SPECIAL + fin, R.randint(3, 6))
        for k, v in enumerate(cases):
            L.append("    case %d: %s[i] = %s; break;" % (k, a, v))
        L.append("    default: %s[i] = (%s)((i %% 5) - 2); break;" % (a, ft))
        L.append("    }")
        L.append("    %s[i] = %s;" % (b, self.pick(["0.0", "-0.0", "1.0"])))
        L.append("  }")
        negz = "-0.0" in cases
        if self.chance(0.3):
            negz = True
            L.append("  if (pat & 1) for (i = 0; i < R3N; i++) %s[i] = (i & 1) ? -0.0 : %s;"
                     % (a, self.pick(["-0.0", "0.0"])))
        nred = R.randint(1, 4)
        vars_ = []
        body = []
        for k in range(nred):
            v = "%s%d" % (self.pick(["s", "mx", "mn"]), k)
            init = self.pick(["0.0", "-0.0", "-INFINITY", "INFINITY", "NAN", "%s[0]" % a, "1.0"])
            kind = v[:2]
            vars_.append((v, init))
            x = "%s[i]" % a
            if v.startswith("s"):
                body.append(self.pick(["%s += %s;" % (v, x), "%s = %s + %s;" % (v, v, x)]))
            elif v.startswith("mx"):
                fm = "fmaxf" if fl else "fmax"
                forms = ["%s = %s > %s ? %s : %s;" % (v, x, v, x, v),
                         "%s = %s > %s ? %s : %s;" % (v, v, x, v, x),
                         "if (%s > %s) %s = %s;" % (x, v, v, x),
                         "%s = MAX(%s, %s);" % (v, v, x)]
                # fmax of +0 and -0 may give either: only without zeros
                if not negz and "-0.0" not in init:
                    forms.append("%s = %s(%s, %s);" % (v, fm, v, x))
                body.append(self.pick(forms))
            else:
                fm = "fminf" if fl else "fmin"
                forms = ["%s = %s < %s ? %s : %s;" % (v, x, v, x, v),
                         "%s = %s < %s ? %s : %s;" % (v, v, x, v, x),
                         "if (%s < %s) %s = %s;" % (x, v, v, x),
                         "%s = MIN(%s, %s);" % (v, x, v)]
                if not negz and "-0.0" not in init:
                    forms.append("%s = %s(%s, %s);" % (v, fm, v, x))
                body.append(self.pick(forms))
        for v, init in vars_:
            L.append("  %s %s = %s;" % (ft, v, init))
        start = len(L) + 1
        L.append("  #pragma acc region")
        L.append("  {")
        L.append("    for (i = 0; i < n; i++) {")
        for s in body:
            L.append("      " + s)
        L.append("    }")
        el = self.pick(["%s[i] = %s[i] * 0.0" % (b, a), "%s[i] = -%s[i]" % (b, a),
                        "%s[i] = %s[i] - %s[i]" % (b, a, a), "%s[i] = %s[i] + %s[i]" % (b, b, a),
                        "%s[i] = isnan(%s[i]) ? -0.0 : %s[i] / 2" % (b, a, a),
                        "%s[i] = copysign(1.0, %s[i])" % (b, a),
                        "%s[i] = (%s[i] != %s[i]) ? 1 : (signbit(%s[i]) != 0) * 2" % (b, a, a, a),
                        "%s[i] = fabs(%s[i])" % (b, a), "%s[i] = sqrt(%s[i])" % (b, a)])
        L.append("    for (i = 0; i < n; i++) %s;" % el)
        L.append("  }")
        self.region_span(L, regions, start)
        L.append('  printf("%s:");' % q)
        for v, _ in vars_:
            L.append('  r3_pd(%s); printf(" s%%d", !isnan(%s) && signbit(%s) != 0);' % (v, v, v))
        L.append('  printf("\\n");')
        L.append('  r3_pa%s("%s b", %s, R3N);' % ("f" if fl else "d", q, b))
        L.append("}")
        return ["%s(%d, %d);" % (q, s, R.randint(0, 7)) for s in self.sizes(n)]

    # ------------------------------------------------------------ bounds
    INT_T = {"int": (True, 32), "long": (True, 64), "unsigned": (False, 32), "size_t": (False, 64),
             "index_t": (True, 32), "uindex_t": (False, 32)}

    @classmethod
    def cmp_signed(cls, t1, t2):
        s1, w1 = cls.INT_T[t1]
        s2, w2 = cls.INT_T[t2]
        if s1 == s2:
            return s1
        # one signed, one unsigned
        ws, wu = (w1, w2) if s1 else (w2, w1)
        return ws > wu

    def f_bounds(self, L, regions, q):
        R = self.r
        a, b = q + "_a", q + "_b"
        n = self.n
        L.append("static int %s[R3N + 4], %s[R3N + 4];" % (a, b))
        ti = self.pick(list(self.INT_T))
        th = self.pick(list(self.INT_T))
        lo_sign = self.INT_T[ti][0]
        # a negative start read as unsigned (an unsigned index, or an
        # unsigned comparison) runs zero times; hi is never negative
        lo = R.choice([-2, -1, 0, 1, 2])
        lo_param = "%s lo" % ("long" if ti == "long" else "int")
        L.append("static void %s(%s, %s hi, int k) {" % (q, lo_param, th))
        L.append("  for (int t = 0; t < R3N + 4; t++) { %s[t] = t * 3 - 20; %s[t] = (t * 11) %% 7; }" % (a, b))
        L.append("  int s = 0;")
        start = len(L) + 1
        form = self.pick(["decl", "decl", "pre", "two", "unsigned_inner"])
        self.tag(q, "%s/%s lo=%d/%s hi" % (form, ti, lo, th))
        if form == "decl":
            L.append("  #pragma acc region for")
            L.append("  for (%s i = lo; i < hi; i++)" % ti)
            L.append("    %s[i + 2] = %s[i + 2] + %s[i + 2] * k;" % (a, a, b))
        elif form == "pre":
            L.append("  %s i;" % ti)
            L.append("  #pragma acc region")
            L.append("  {")
            L.append("    for (i = lo; i < hi; i++)")
            L.append("      %s[i + 2] = %s[i + 2] * 2 - k;" % (a, b))
            L.append("    for (i = lo; i < hi; i++) s += %s[i + 2];" % a)
            L.append("  }")
        elif form == "two":
            L.append("  #pragma acc region")
            L.append("  {")
            L.append("    for (%s i = lo; i < hi; i++)" % ti)
            L.append("      for (%s j = 0; j < (%s)k; j++)" % (self.pick(["unsigned", "int", "size_t"]), self.pick(["unsigned", "int", "size_t"])))
            L.append("        %s[i + 2] += (int)j;" % a)
            L.append("  }")
        else:
            L.append("  #pragma acc region")
            L.append("  {")
            L.append("    for (%s i = lo; i < hi; i++)" % ti)
            L.append("      %s[i + 2] = %s[i + 3] + 1;" % (b, a))
            L.append("    for (unsigned u = 1; u < (unsigned)k + 1u; u++) %s[u] = %s[u - 1] + %s[u];" % (a, a, b))
            L.append("  }")
        self.region_span(L, regions, start)
        L.append('  printf("%s s %%d\\n", s);' % q)
        L.append('  r3_pai("%s a", %s, R3N + 4);' % (q, a))
        L.append('  r3_pai("%s b", %s, R3N + 4);' % (q, b))
        L.append("}")
        calls = []
        his = [R.randint(max(lo, 0), n), R.choice([0, 1, n])]
        for hi in his:
            hi = max(hi, 0)
            # (the loop from a negative lo against an unsigned hi never runs;
            # the bodies index i + 2, so lo >= -2 stays in bounds)
            k = R.randint(0, min(self.m, n - 1))
            calls.append("%s(%d, %d, %d);" % (q, lo, hi, k))
        return calls

    # ------------------------------------------------------------ shapes
    def f_shapes(self, L, regions, q):
        R = self.r
        a, b, e, c = q + "_a", q + "_b", q + "_e", q + "_c"
        L.append("enum %s_kind { %s_K0, %s_K1 = 3, %s_K2 = -2 };" % (q, q, q, q))
        L.append("static double %s[R3N + 4], %s[R3N + 4];" % (a, b))
        L.append("static enum %s_kind %s[R3N + 4];" % (q, e))
        L.append("static int %s[R3N + 4];" % c)
        L.append("static void %s(int n, int m) {" % q)
        L.append("  for (int t = 0; t < R3N + 4; t++) { %s[t] = (t %% 5 == 0) ? %s : (t - 7) * 0.75; "
                 "%s[t] = 0; %s[t] = (enum %s_kind)(t %% 3 == 0 ? 3 : t %% 3 == 1 ? 0 : -2); %s[t] = 0; }"
                 % (a, self.pick(["NAN", "INFINITY", "-INFINITY", "-0.0", "1e-310"]), b, e, q, c))
        L.append("  unsigned char %s_ru = 5, %s_rm = 0; short %s_rs = -3; unsigned long long %s_rl = 1; "
                 "signed char %s_rx = 0; %s %s_rb = 0;" % (q, q, q, q, q, "bool" if self.cxx else "_Bool", q))
        bounds = ["n / 2", "n >> 1", "n - n % 4", "MIN(n, m) - 1", "(n + 1) / 2", "(int)((unsigned)n / 2u)",
                  "(n < m ? m : n)"]
        start = len(L) + 1
        L.append("  #pragma acc region")
        L.append("  {")
        if self.chance(0.2):
            L.append("    double %s_tmp[R3N + 4];" % q)
            L.append("    for (int i = 0; i < n; i++) %s_tmp[i] = %s[i];" % (q, a))
            L.append("    for (int i = 0; i < n; i++) %s[i] = %s_tmp[i] + 1;" % (b, q))
            self.tag(q, "scratch")
        for _ in range(R.randint(1, 3)):
            bound = self.pick(bounds)
            body = self.pick(["classify", "round", "enum", "table", "frexp"])
            self.tag(q, "%s<%s" % (body, bound.replace(" ", "")))
            # a host-compiler hint on the loop, and a block around it that
            # scopes nothing: the loop is still a parallel kernel
            hint = self.pick(["", "", "", "#pragma unroll 4", "#pragma clang loop unroll(disable)",
                              '_Pragma("unroll 2")', "#pragma nounroll"])
            braces = self.chance(0.2)
            if hint:
                self.tag(q, "hint")
            if braces:
                L.append("    {")
                self.tag(q, "braces")
            if hint:
                L.append("    " + hint)
            L.append("    for (int i = 0; i < %s; i++) {" % bound)
            if body == "classify":
                L.append("      %s[i] = isnan(%s[i]) + 2 * isinf(%s[i]) + 4 * (signbit(%s[i]) != 0) + 8 * isfinite(%s[i])"
                         " + 16 * fpclassify(%s[i]) + 256 * isnormal(%s[i]);" % (c, a, a, a, a, a, a))
            elif body == "round":
                L.append("      %s[i] = isfinite(%s[i]) ? rint(%s[i]) + remainder(%s[i], 2.5) + ldexp(%s[i], 2) : 0;"
                         % (b, a, a, a, a))
            elif body == "enum":
                L.append("      enum %s_kind k = %s[i];" % (q, e))
                L.append("      %s[i] = k == %s_K1 ? (enum %s_kind)%s_K2 : (enum %s_kind)(k + 2 == 0 ? 0 : 3);"
                         % (e, q, q, q, q))
                L.append("      %s[i] += (int)k * 10;" % c)
            elif body == "table":
                L.append("      const double w[3] = {0.25, 0.5, 0.25};")
                L.append("      %s[i] = w[0] * %s[i] + w[1] * %s[i + 1] + w[2] * %s[i + 2];" % (b, a, a, a))
            else:
                L.append("      int ex;")
                L.append("      %s[i] = isfinite(%s[i]) ? frexp(%s[i], &ex) + ex : 0;" % (b, a, a))
            L.append("    }")
            if braces:
                L.append("    }")
        reductions = self.narrow_reductions(q, a) if self.chance(0.4) else []
        for loop in reductions:
            L.append("    " + loop)
        L.append("  }")
        self.region_span(L, regions, start)
        if reductions:
            L.append('  printf("%s r: %%u %%d %%llu %%d %%u %%d\\n", (unsigned)%s_ru, (int)%s_rs, %s_rl, '
                     '(int)%s_rx, (unsigned)%s_rm, (int)%s_rb);' % (q, q, q, q, q, q, q))
        L.append('  r3_pad("%s b", %s, R3N + 4);' % (q, b))
        L.append('  r3_pai("%s c", %s, R3N + 4);' % (q, c))
        L.append('  printf("%s e:"); for (int t = 0; t < R3N + 4; t++) printf(" %%d", (int)%s[t]); printf("\\n");' % (q, e))
        L.append("}")
        n = self.n
        return ["%s(%d, %d);" % (q, R.choice([n, n - 1, R.randint(0, n)]), R.randint(0, n)),
                "%s(%d, %d);" % (q, R.choice([0, 1, 3]), R.randint(0, 5))]

    def narrow_reductions(self, q, a):
        """1-3 reduction loops into bool, char, short and unsigned long long
        scalars (sums wrap to the variable's width; a max of values of the
        variable's own type), the types issue 27 found sent to the host."""
        loops = [
            "for (int i = 0; i < n; i++) %s_ru += i * 37 %% 251;" % q,
            "for (int i = 0; i < n; i++) %s_rs += (i %% 19) * 1000 - 9000;" % q,
            "for (int i = 0; i < n; i++) %s_rl *= (unsigned long long)(i %% 5 + 1);" % q,
            "for (int i = 0; i < n; i++) %s_rx ^= i * 7;" % q,
            "for (int i = 0; i < n; i++) %s_rm = %s_rm > (unsigned char)(i * 13) ? %s_rm : (unsigned char)(i * 13);"
            % (q, q, q),
            "for (int i = 0; i < n; i++) %s_rb = %s_rb || %s[i] > 3.0;" % (q, q, a),
        ]
        self.r.shuffle(loops)
        chosen = loops[:self.r.randint(1, 3)]
        self.tag(q, "narrow-reductions")
        return chosen

    # ------------------------------------------------------------ vla
    def f_vla(self, L, regions, q):
        R = self.r
        if self.cxx:
            return self.f_bounds(L, regions, q)
        buf = q + "_buf"
        L.append("static double %s[R3N * R3M];" % buf)
        L.append("static void %s(int rows, int cols) {" % q)
        L.append("  for (int t = 0; t < R3N * R3M; t++) %s[t] = (double)((t * 7) %% 23);" % buf)
        form = self.pick(["ptr", "ptr", "local"])
        change = self.pick(["cols = cols / 2;", "cols -= 1;", "cols = 1;", "rows = rows - 1; cols = cols / 2;"])
        in_data = self.chance(0.4)
        self.tag(q, form + ("/data" if in_data else ""))
        if form == "ptr":
            L.append("  double (*b)[cols] = (double (*)[cols])%s;" % buf)
            L.append("  " + change)
            start = len(L) + 1
            if in_data:
                L.append("  #pragma acc data region copy(%s[0:R3N*R3M-1])" % buf)
                L.append("  {")
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < rows; i++)")
            L.append("    for (int j = 0; j < cols; j++)")
            L.append("      b[i][j] = b[i][j] * 2 + i - j;")
            if in_data:
                L.append("  }")
            self.region_span(L, regions, start)
        else:
            L.append("  int c0 = cols;")
            L.append("  double l[rows][cols];")
            L.append("  for (int i = 0; i < rows; i++) for (int j = 0; j < c0; j++) l[i][j] = %s[i * c0 + j];" % buf)
            L.append("  " + change)
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < rows; i++)")
            L.append("    for (int j = 0; j < cols; j++)")
            L.append("      l[i][j] = l[i][j] + (double)sizeof(l[0]) / sizeof(double);")
            self.region_span(L, regions, start)
            L.append("  for (int i = 0; i < rows; i++) for (int j = 0; j < c0; j++) %s[i * c0 + j] = l[i][j];" % buf)
        L.append('  r3_pad("%s buf", %s, R3N * R3M);' % (q, buf))
        L.append("}")
        calls = []
        for _ in range(2):
            rows = R.randint(2, self.n - 1)
            cols = R.randint(3, self.m)
            calls.append("%s(%d, %d);" % (q, rows, cols))
        return calls

    # ------------------------------------------------------------ conv
    def f_conv(self, L, regions, q):
        R = self.r
        fa, da, ia, ca, sa, ua = (q + x for x in ("_f", "_d", "_i", "_c", "_s", "_u"))
        L.append("static float %s[R3N]; static double %s[R3N]; static int %s[R3N];" % (fa, da, ia))
        L.append("static signed char %s[R3N]; static short %s[R3N]; static unsigned %s[R3N];" % (ca, sa, ua))
        L.append("static const int %s_K = %d;" % (q, R.randint(2, 9)))
        L.append("static void %s(int n) {" % q)
        L.append("  int i, j;")
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = 0.1f * i; %s[i] = 0.1 * i; %s[i] = i * 37 - 400;"
                 " %s[i] = (signed char)(i * 9 - 100); %s[i] = (short)(i * 1000 - 9000); %s[i] = i * 2654435761u; }"
                 % (fa, da, ia, ca, sa, ua))
        stmts = [
            "%s[i] = %s[i] * 0.1;" % (fa, fa),
            "%s[i] = %s[i] * 0.1f + 0x1.8p1;" % (da, fa),
            "%s[i] = (float)%s[i] / 3;" % (da, da),
            "%s[i] = %s[i] / 3.0f;" % (fa, da),
            "%s[i] = %s[i] %% %s_K + %s[i] / -%d;" % (ia, ia, q, ia, R.randint(2, 7)),
            "%s[i] = (signed char)(%s[i] * 3);" % (ca, ca),
            "%s[i] = %s[i] + %s[i] * 2;" % (sa, sa, ca),
            "%s[i] = (%s[i] > 0 ? 1u : -1) + %s[i];" % (ua, ia, ua),
            "%s[i] = %s[i] >> %d;" % (ua, ua, R.randint(1, 31)),
            "%s[i] = (int)(%s[i] >> %d) - %d;" % (ia, ua, R.randint(4, 31), R.randint(0, 99)),
            "%s[i] = %s[i] < 0 ? INFINITY : -%s[i];" % (fa, ia, fa),
            "%s[i] = (%s[i] == %s[i]) ? 1e300 * %s[i] : 0.0;" % (da, da, da, da),
            "%s[i] = (long long)%s[i] * %s[i] %% 1000003;" % (ia, ia, ia),
            "%s[i] = (unsigned short)%s[i];" % (ia, sa),
            "%s[i] = (double)(float)%s[i];" % (da, da),
            "%s[i] = %s[i] + 1 > %s[i];" % (ia, ua, ua),
            "%s[i] = -%s[i] < 0u;" % (ia, ia),
            "%s[i] = %s[i] = (float)%s[i];" % (da, fa, ia),
            "%s[i] += %s[i] * 1.5;" % (ia, ca),
            "%s[i] = (int)fminf(fmaxf(%s[i], -1e6f), 1e6f) + (%s[i] > 2.5f);" % (ia, fa, fa),
            "%s[i] = 'a' + %s[i] %% 26;" % (ia, ua),
            "%s[i] = sizeof(%s[i]) + sizeof %s;" % (ia, sa, q + "_K"),
            "%s[i] = FLT_EPSILON * %s[i];" % (fa, ia),
        ]
        chosen = R.sample(stmts, R.randint(3, 6))
        shape = self.pick(["plain", "comma", "chain", "do"])
        self.tag(q, shape)
        start = len(L) + 1
        L.append("  #pragma acc region")
        L.append("  {")
        if shape == "comma":
            L.append("    for (i = 0, j = n - 1; i < n; i++, j--) {")
            L.append("      %s[i] = %s[j] + 1;" % (q + "_i", q + "_i") if False else
                     "      %s[i] = %s[j] * 2 + %s[i];" % (ia, ca, sa))
        else:
            L.append("    for (i = 0; i < n; i++) {")
        for s in chosen:
            L.append("      " + s)
        L.append("    }")
        if shape == "chain":
            L.append("    for (i = 0; i < n; i++) %s[i] = %s[i] = (signed char)(%s[i] + 1);" % (ca, sa, ca))
        if shape == "do":
            L.append("    for (i = 0; i < n; i++) { int t = %s[i] & 7; do { %s[i] += t; t--; } while (t > 0); }" % (ua, ia))
        L.append("  }")
        self.region_span(L, regions, start)
        L.append('  r3_paf("%s f", %s, R3N);' % (q, fa))
        L.append('  r3_pad("%s d", %s, R3N);' % (q, da))
        L.append('  r3_pai("%s i", %s, R3N);' % (q, ia))
        L.append('  printf("%s cs:"); for (i = 0; i < R3N; i++) printf(" %%d/%%d", %s[i], %s[i]); printf("\\n");' % (q, ca, sa))
        L.append('  r3_pau("%s u", %s, R3N);' % (q, ua))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ omp
    def f_omp(self, L, regions, q):
        R = self.r
        a, b, A = q + "_a", q + "_b", q + "_A"
        L.append("static double %s[R3N], %s[R3N], %s[R3N][R3M];" % (a, b, A))
        L.append("static void %s(int n, int m) {" % q)
        L.append("  int i, j;")
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = i * 0.5; %s[i] = 0; for (j = 0; j < R3M; j++) %s[i][j] = i - j; }"
                 % (a, b, A))
        in_data = self.chance(0.4)
        ind = "  "
        if in_data:
            L.append("  #pragma acc data region copy(%s[0:n-1], %s[0:n-1][0:m-1]) copyin(%s[0:n-1])" % (b, A, a))
            L.append("  {")
            ind = "    "
        start = len(L) + 1
        form = self.pick(["simd", "pfor", "pfor_inner_simd"])
        self.tag(q, form + ("/data" if in_data else ""))
        L.append(ind + "#pragma acc region")
        L.append(ind + "{")
        if form == "simd":
            L.append(ind + "  #pragma omp simd")
            L.append(ind + "  for (i = 0; i < n; i++) %s[i] = %s[i] * 3 + 1;" % (b, a))
        elif form == "pfor":
            L.append(ind + "  #pragma omp parallel for private(j)")
            L.append(ind + "  for (i = 0; i < n; i++)")
            L.append(ind + "    for (j = 0; j < m; j++) %s[i][j] = %s[i][j] * 2 + %s[i];" % (A, A, a))
        else:
            L.append(ind + "  for (i = 0; i < n; i++) {")
            L.append(ind + "    #pragma omp simd")
            L.append(ind + "    for (j = 0; j < m; j++) %s[i][j] += %s[i];" % (A, a))
            L.append(ind + "  }")
        L.append(ind + "}")
        self.region_span(L, regions, start)
        if in_data:
            L.append("  }")
        L.append('  r3_pad("%s b", %s, R3N);' % (q, b))
        L.append('  r3_pad("%s A", &%s[0][0], R3N * R3M);' % (q, A))
        L.append("}")
        return ["%s(%d, %d);" % (q, s, R.randint(1, self.m)) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ known
    def f_known(self, L, regions, q):
        R = self.r
        a, y = q + "_a", q + "_y"
        L.append("static float %s[R3N], %s[R3N];" % (a, y))
        L.append("static void %s(int n, int cols) {" % q)
        L.append("  int j;")
        L.append("  for (j = 0; j < R3N; j++) { %s[j] = (float)((j * 13) %% 7); %s[j] = 0; }" % (a, y))
        form = self.pick(["empty", "guarded"])
        self.tag(q, form)
        start = len(L) + 1
        if form == "empty":
            L.append("  #pragma acc data region copyin(%s[0:n-1]) copy(%s[0:n-1])" % (a, y))
            L.append("  {")
            L.append("    #pragma acc region")
            L.append("    for (j = 0; j < n; j++) %s[j] = %s[j] + 1;" % (y, a))
            L.append("    " + self.update_host(y, "n"))
            L.append("  }")
        else:
            # neighbour reads guarded by the bounds (Rodinia's pathfinder)
            L.append("  float *src = (float *)malloc(sizeof(float) * (cols > 0 ? cols : 1));")
            L.append("  for (j = 0; j < cols; j++) src[j] = %s[j];" % a)
            L.append("  #pragma acc region")
            L.append("  for (j = 0; j < cols; j++) {")
            L.append("    float m = src[j];")
            L.append("    if (j > 0) m = MIN(m, src[j-1]);")
            L.append("    if (j < cols-1) m = MIN(m, src[j+1]);")
            L.append("    %s[j] = m + 1;" % y)
            L.append("  }")
            L.append("  free(src);")
        self.region_span(L, regions, start)
        L.append('  r3_paf("%s y", %s, R3N);' % (q, y))
        L.append("}")
        return ["%s(%d, %d);" % (q, s, R.randint(1, self.n)) for s in [0, R.randint(1, self.n)]]

    # ------------------------------------------------------------ C++
    def f_cxx(self, L, regions, q):
        R = self.r
        form = self.pick(["ref", "member", "refarray", "qualified", "modern"])
        self.tag(q, form)
        a, b = q + "_a", q + "_b"
        if form == "ref":
            L.append("static float %s[R3N], %s[R3N];" % (a, b))
            L.append("static void %s(int n) {" % q)
            L.append("  for (int i = 0; i < R3N; i++) { %s[i] = i * 0.25f; %s[i] = (float)(i %% 3); }" % (a, b))
            in_data = self.chance(0.5)
            host = self.chance(0.4)
            ind = "  "
            if in_data:
                L.append("  #pragma acc data region copy(%s[0:n-1]) copyin(%s[0:n-1])" % (b, a))
                L.append("  {")
                ind = "    "
            start = len(L) + 1
            L.append(ind + "#pragma acc region")
            L.append(ind + "for (int i = 0; i < n; i++) {")
            if host:
                L.append(ind + "  " + self.host_force(q))
            L.append(ind + "  float &y = %s[i];" % b)
            L.append(ind + "  const float &x = %s[i];" % a)
            L.append(ind + "  y = x * %d + y;" % R.randint(2, 5))
            L.append(ind + "}")
            self.region_span(L, regions, start)
            if in_data:
                L.append("  }")
            L.append('  r3_paf("%s b", %s, R3N);' % (q, b))
            L.append("}")
        elif form == "member":
            L.append("struct %s_grid {" % q)
            L.append("  float v[R3N], w[R3N];")
            L.append("  int n;")
            L.append("  void init(int nn) { n = nn; for (int i = 0; i < R3N; i++) { v[i] = (float)i; w[i] = 0; } }")
            L.append("  void step(float s) {")
            start = len(L) + 1
            L.append("    #pragma acc region")
            L.append("    for (int i = 1; i < n - 1; i++)")
            L.append("      w[i] = (v[i-1] + v[i+1]) * s + this->v[i];")
            self.region_span(L, regions, start)
            L.append("  }")
            L.append("};")
            L.append("static %s_grid %s_g;" % (q, q))
            L.append("static void %s(int n) {" % q)
            L.append("  %s_g.init(n);" % q)
            L.append("  %s_g.step(%s);" % (q, self.pick(["0.5f", "2.0f", "0.25f"])))
            L.append('  r3_paf("%s w", %s_g.w, R3N);' % (q, q))
            L.append("}")
        elif form == "qualified":
            # namespace members and static data members, named qualified
            L.append("namespace %s_ns { float a[R3N], b[R3N]; const int K = %d; }" % (q, R.randint(2, 7)))
            L.append("struct %s_S { static float tab[R3N]; static constexpr int W = %d; };" % (q, R.randint(3, 9)))
            L.append("float %s_S::tab[R3N];" % q)
            L.append("static void %s(int n) {" % q)
            L.append("  for (int i = 0; i < R3N; i++) { %s_ns::a[i] = i * 0.5f; %s_ns::b[i] = 0; %s_S::tab[i] = (float)(i %% 4); }"
                     % (q, q, q))
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < n; i++)")
            L.append("    %s_ns::b[i] = %s_ns::a[i] * %s_ns::K + %s_S::tab[i] * %s_S::W;" % (q, q, q, q, q))
            self.region_span(L, regions, start)
            L.append('  r3_paf("%s b", %s_ns::b, R3N);' % (q, q))
            L.append("}")
        elif form == "modern":
            # auto, named casts, constexpr, range-for, a lambda
            L.append("constexpr int %s_C = %d;" % (q, R.randint(2, 9)))
            L.append("static float %s[R3N], %s[R3N];" % (a, b))
            L.append("static void %s(int n) {" % q)
            L.append("  for (int i = 0; i < R3N; i++) { %s[i] = i * 0.75f; %s[i] = 0; }" % (a, b))
            body = self.pick([
                "auto t = %s[i] * %s_C; %s[i] = t + 1;" % (a, q, b),
                "%s[i] = static_cast<float>(static_cast<int>(%s[i]) / %s_C) + float(i);" % (b, a, q),
                "%s[i] = (float)(int)%s[i] + %s_C;" % (b, a, q),
                "const auto &r = %s[i]; %s[i] = r * r;" % (a, b)])
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  {")
            L.append("    for (int i = 0; i < n; i++) { %s }" % body)
            if self.chance(0.3):
                L.append("    for (auto &x : %s) x = x * 2;" % a)
            L.append("  }")
            self.region_span(L, regions, start)
            L.append('  r3_paf("%s a", %s, R3N);' % (q, a))
            L.append('  r3_paf("%s b", %s, R3N);' % (q, b))
            L.append("}")
        else:
            L.append("static double %s[R3N], %s[R3N];" % (a, b))
            L.append("static void %s_k(double (&x)[R3N], const double (&z)[R3N], int n) {" % q)
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < n; i++)")
            L.append("    x[i] = x[i] * 2 + z[i];")
            self.region_span(L, regions, start)
            L.append("}")
            L.append("static void %s(int n) {" % q)
            L.append("  for (int i = 0; i < R3N; i++) { %s[i] = i; %s[i] = 0.5 * i; }" % (a, b))
            L.append("  %s_k(%s, %s, n);" % (q, a, b))
            L.append('  r3_pad("%s a", %s, R3N);' % (q, a))
            L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ tables
    def f_steps(self, L, regions, q):
        """A sequential loop around parallel loops (issue 30's persistent
        kernels, or the host's launches around kernels): a time loop around
        stencils, a triangular solve's reduction per row, a step whose
        scalars flow between its parallel loops, a loop that leaves at
        convergence. Integer arithmetic (every order of a sum gives one
        answer), small values (no overflow)."""
        R = self.r
        a, b, x, A = q + "_a", q + "_b", q + "_x", q + "_A"
        it = self.pick(["int", "long", "unsigned"])
        L.append("static long long %s[R3N + 2], %s[R3N + 2], %s[R3N + 2];" % (a, b, x))
        L.append("static long long %s[R3N][R3N];" % A)
        L.append("static void %s(int n, int steps) {" % q)
        L.append("  %s t, i, j;" % it)
        L.append("  long long s = 0, g = 1;")
        L.append("  for (int u = 0; u < R3N + 2; u++) { %s[u] = u * 7 %% 13 - 6; %s[u] = 0; %s[u] = u %% 5; }"
                 % (a, b, x))
        L.append("  for (int u = 0; u < R3N; u++) for (int v = 0; v < R3N; v++) %s[u][v] = (u + 2 * v) %% 7 - 3;"
                 % A)
        shape = self.pick(["time", "solve", "flow", "converge"])
        self.tag(q, shape + "/" + it)
        in_data = self.chance(0.4)
        ind = "  "
        if in_data:
            L += self.data_open(L, ind, "copy(%s[0:R3N+1], %s[0:R3N+1], %s[0:R3N+1])" % (a, b, x))
            ind = "    "
            self.tag(q, "data")
        # The step's lines, its loop's header and footer apart: the region
        # goes around the loop, or (as users often write it) inside it,
        # alone in its body, which the compiler widens to the loop.
        S = []
        i2 = "  "
        if shape == "time":
            head = "for (t = 0; t < (%s)steps; t++) {" % it
            S.append(i2 + "for (i = 1; i < (%s)n; i++)" % it)
            S.append(i2 + "  %s[i] = (%s[i - 1] + 2 * %s[i] + %s[i + 1] + (long long)t) %% 1009;" % (b, a, a, a))
            if self.chance(0.5):
                S.append(i2 + "s = 0;")
                S.append(i2 + "for (i = 1; i < (%s)n; i++)" % it)
                S.append(i2 + "  s += %s[i];" % b)
                S.append(i2 + "%s[0] = s %% 101;" % a)
                self.tag(q, "sum")
            S.append(i2 + "for (i = 1; i < (%s)n; i++)" % it)
            S.append(i2 + "  %s[i] = %s[i] - %s[i - 1] %% 7;" % (a, b, b))
        elif shape == "solve":
            head = "for (i = 0; i < (%s)n; i++) {" % it
            S.append(i2 + "s = %s[i];" % a)
            S.append(i2 + "for (j = 0; j < i; j++)")
            S.append(i2 + "  s -= %s[i][j] * %s[j];" % (A, x))
            S.append(i2 + "%s[i] = s %% 997;" % x)
        elif shape == "flow":
            head = "for (t = 1; t < (%s)n; t++) {" % it
            S.append(i2 + "g = (g * 3 + (long long)t) % 101;")
            S.append(i2 + "s = 0;")
            S.append(i2 + "for (i = 0; i < t; i++)")
            S.append(i2 + "  s += %s[t - i - 1] * %s[i];" % (a, b))
            S.append(i2 + "for (i = 0; i < t; i++)")
            S.append(i2 + "  %s[i] = (%s[i] + g * %s[t - i - 1] + s) %% 1013;" % (x, b, b))
            S.append(i2 + "for (i = 0; i < t; i++)")
            S.append(i2 + "  %s[i] = %s[i];" % (b, x))
            S.append(i2 + "%s[t] = s %% 89;" % b)
        else:
            head = "for (t = 0; t < (%s)steps + 20; t++) {" % it
            S.append(i2 + "g = 0;")
            S.append(i2 + "for (i = 0; i < (%s)n; i++) {" % it)
            S.append(i2 + "  %s[i] = %s[i] > 2 ? %s[i] / 2 : %s[i];" % (b, a, a, a))
            S.append(i2 + "  g = g > %s[i] ? g : %s[i];" % (b, b))
            S.append(i2 + "}")
            S.append(i2 + "for (i = 0; i < (%s)n; i++)" % it)
            S.append(i2 + "  %s[i] = %s[i];" % (a, b))
            S.append(i2 + "if (g <= 2)")
            S.append(i2 + "  break;")
        inside = shape != "converge" and self.chance(0.5)
        if inside:
            self.tag(q, "inside")
            if shape == "flow":  # a region of its own: b may be on the device
                L.append(ind + "#pragma acc region")
                L.append(ind + "{ %s[0] = 1; }" % b)
            L.append(ind + head)
            ind_r = ind + "  "
        else:
            ind_r = ind
        start = len(L) + 1
        if self.chance(0.3):
            L.append(ind_r + "#pragma acc kernels")
            self.acc_seen = True
        else:
            L.append(ind_r + "#pragma acc region")
        L.append(ind_r + "{")
        if inside:
            L += [ind_r + line for line in S]
        else:
            if shape == "flow":
                L.append(ind_r + "  %s[0] = 1;" % b)
            L.append(ind_r + "  " + head)
            L += [ind_r + "  " + line for line in S]
            L.append(ind_r + "  }")
        L.append(ind_r + "}")
        if inside:
            L.append(ind + "}")
        self.region_span(L, regions, start)
        if in_data:
            L.append("  }")
        for arr in (a, b, x):
            L.append('  printf("%s %s:"); for (int u = 0; u < R3N + 2; u++) printf(" %%lld", %s[u]); printf("\\n");'
                     % (q, arr[len(q) + 1:], arr))
        L.append('  printf("%s s g: %%lld %%lld\\n", s, g);' % q)
        L.append("}")
        n = self.n
        return ["%s(%d, %d);" % (q, R.choice([n, n - 1, R.randint(0, n)]), R.randint(0, 6)),
                "%s(%d, %d);" % (q, R.choice([0, 1, 2]), R.randint(0, 3))]

    def f_tables(self, L, regions, q):
        R = self.r
        et = self.pick(["signed char", "unsigned char", "short", "unsigned short", "long long", "_Bool"
                        if not self.cxx else "bool", "char"])
        v, o, d = q + "_v", q + "_o", q + "_d"
        tab = ", ".join(str(R.randint(-9, 9)) for _ in range(8))
        L.append("static const int %s_tab[8] = { %s };" % (q, tab))
        L.append("static %s %s[R3N];" % (et, v))
        L.append("static int %s[R3N];" % o)
        L.append("static double %s[R3N];" % d)
        L.append("static void %s(int lo, int n) {" % q)
        L.append("  int i;")
        if self.chance(0.4):
            L.append("  static const double coef[4] = { 0.5, -1.25, 2.0, 0.125 };")
            coef = "coef[i & 3]"
        else:
            coef = "0.5"
        L.append("  for (i = 0; i < R3N; i++) { %s[i] = (%s)(i * 37 + 5); %s[i] = -1; %s[i] = i * 0.75 - 7; }"
                 % (v, et, o, d))
        in_data = self.chance(0.5)
        ind = "  "
        self.tag(q, et.replace(" ", "_") + ("/data" if in_data else ""))
        if in_data:
            L.append("  #pragma acc data region copy(%s[lo:n-1], %s[lo:n-1]) copyin(%s[lo:n-1])" % (v, o, d))
            L.append("  {")
            ind = "    "
        start = len(L) + 1
        L.append(ind + "#pragma acc region")
        L.append(ind + "{")
        L.append(ind + "  for (i = lo; i < n; i++) {")
        forms = [
            "%s[i] = %s_tab[i & 7] + %s[i];" % (o, q, v),
            "%s[i] = \"abcdefgh\"[i %% 8] - 'a' + %s[i];" % (o, v),
            "%s[i] = (int[]){ 3, 1, 4, 1, 5 }[i %% 5] * 2 + %s[i];" % (o, o) if not self.cxx else
            "%s[i] = %s_tab[(i + 3) & 7] * 2 + %s[i];" % (o, q, o),
            "%s[i] = (%s)(%s[i] + %d);" % (v, et, v, R.randint(1, 300)),
            "%s[i] = (%s)(%s[i] * %s_tab[i & 7]);" % (v, et, v, q),
            "{ int e; double m = frexp(%s[i], &e); %s[i] = e * 100 + (int)(m * 64); }" % (d, o),
            "{ double ip; double fr = modf(%s[i], &ip); %s[i] = (int)ip * 10 + (int)(fr * 8); }" % (d, o),
            "%s[i] = (int)(floor(%s[i]) + ceil(%s[i] * %s) + trunc(%s[i]) + round(%s[i]) + fmod(%s[i], 3.0));"
            % (o, d, d, coef, d, d, d),
            "%s[i] = (int)lround(%s[i] * %s) + (int)nearbyint(%s[i]);" % (o, d, coef, d),
            "%s[i] = %s[i] > 0 && %s[i] < 100;" % (o, v, v),
            "%s[i] = abs(%s[i] - 50) + (int)labs((long)%s[i] * -3);" % (o, o, v),
        ]
        for f in R.sample(forms, R.randint(2, 4)):
            L.append(ind + "    " + f)
        L.append(ind + "  }")
        L.append(ind + "}")
        self.region_span(L, regions, start)
        if in_data:
            L.append("  }")
        L.append('  printf("%s v:"); for (i = 0; i < R3N; i++) printf(" %%lld", (long long)%s[i]); printf("\\n");'
                 % (q, v))
        L.append('  r3_pai("%s o", %s, R3N);' % (q, o))
        L.append("}")
        calls = []
        for n in self.sizes(self.n):
            lo = R.choice([0, 0, 1, 3])
            calls.append("%s(%d, %d);" % (q, min(lo, n), n))
        return calls

    # ------------------------------------------------------------ structs
    # Struct members in regions and data clauses (test/Exec/struct-members.c,
    # cxx-members.cpp). Every value is a small integer or a dyadic fraction
    # (sums and products exact in float: any order gives one answer).
    ET_PFX = {"double": "d", "float": "f", "int": "i"}

    def update_host(self, path, n):
        """An 'update host' of path[0:n) in the model the compiler reads it
        in: PGI's a[lower:upper] until the file's first OpenACC construct,
        OpenACC's a[start:length] after it (an 'update' is read as OpenACC
        once the file has used OpenACC)."""
        if self.acc_seen:
            return "#pragma acc update self(%s[0:%s])" % (path, n)
        return "#pragma acc update host(%s[0:%s-1])" % (path, n)

    def s_sec(self, model, path, n):
        """path[0:n) in the model's spelling."""
        return "%s[0:%s]" % (path, n) if model == "acc" else "%s[0:%s-1]" % (path, n)

    def s_model(self):
        """The spelling of a structs function's directives: the program's
        (all PGI, a third of those translated to OpenACC by tools/difftest,
        or all OpenACC), or drawn per function (models mixed in one file)."""
        if not hasattr(self, "s_models"):
            self.s_models = self.pick(["pgi", "pgi", "pgi", "pgi", "pgi", "acc", "acc", "acc", "mixed", "mixed"])
        if self.s_models == "mixed":
            return self.pick(["pgi", "acc"])
        return self.s_models

    def f_structs(self, L, regions, q):
        if self.cxx and self.chance(0.4):
            return self.structs_members(L, regions, q)
        if self.chance(0.4):
            return self.structs_aos(L, regions, q)
        R = self.r
        et = self.pick(["double", "double", "float", "int"])
        p = self.ET_PFX[et]
        fl = et != "int"
        typedef = self.chance(0.5)
        T = "%s_vec_t" % q if typedef else "struct %s_vec" % q
        form = self.pick(["local", "local", "global", "param", "nested"] + (["ref"] if self.cxx else []))
        model = self.s_model()
        self.tag(q, "%s/%s/%s/%s" % (form, et, "typedef" if typedef else "tag", model))
        body = ("int n, lo, nx, ny; %s scale, off; %s *a; %s *b; %s w[3]; %s arr[R3N]; %s sum, mx; int count;"
                % (et, et, et, et, et, et))
        if typedef:
            L.append("typedef struct { %s } %s;" % (body, T))
        else:
            L.append("%s { %s };" % (T, body))
        # where the regions reach the struct: V is how the caller names it,
        # P its root in the regions ('.' from a variable or a C++
        # reference, or '->')
        if form == "global":
            L.append("static %s %s_G;" % (T, q))
            V = "%s_G" % q
            P = V + "."
        elif form == "nested":
            L.append("struct %s_model { int k; %s in; %s *vp; };" % (q, T, T))
            V = "%s_m.in" % q
            P = self.pick(["%s_m.in." % q, "%s_m.vp->" % q])
        else:
            V = "%s_v" % q
            P = {"local": V + ".", "param": "p->", "ref": "r."}[form]
        dot = "->" not in P
        callee = form in ("param", "ref")
        host = self.pick(["moved", "twoptr", "addr", "aos", "union", "bits"] +
                         ([] if dot else ["arrow_sum"])) if self.chance(0.4) else None
        if host == "addr":
            L.append("static void %s_touch(%s *t) { t->count++; }" % (q, T))
        if host == "aos":
            L.append("struct %s_pt { %s x, y; int k; };" % (q, et))
            L.append("static struct %s_pt %s_pts[R3N];" % (q, q))
        if host == "union":
            L.append("union %s_un { %s f[R3N]; int k[R3N]; };" % (q, et))
            L.append("static union %s_un %s_u;" % (q, q))
        # ---- the parts: loops (and a serial statement) over the members
        kinds = ["stencil", "scale", "arr", "fill", "sum", "max", "grid"] + (["scalar"] if dot else [])
        parts = R.sample(kinds, R.randint(2, 4))
        if "fill" in parts and self.chance(0.6):
            parts.remove("fill")
            parts.insert(0, "fill")
        self.tag(q, "+".join(parts))
        mxform = self.pick(["?:", "?:r", "if", "MAX"] + (["fmax"] if fl else []))

        def part(k):
            """(lines, is one loop, reduction clause or None)"""
            x = "%sa[i]" % P
            if k == "stencil":
                return (["for (int i = 1; i < %sn - 1; i++)" % P,
                         "  %sb[i] = %sw[0] * %sa[i - 1] + %sw[1] * %sa[i] + %sw[2] * %sa[i + 1];"
                         % (P, P, P, P, P, P, P)], True, None)
            if k == "scale":
                return (["for (int i = %slo; i < %sn; i++)" % (P, P),
                         "  %sb[i] = %s * %sscale + %sb[i] - %soff;" % (P, x, P, P, P)], True, None)
            if k == "arr":
                return (["for (int i = 0; i < %sn; i++)" % P,
                         "  %sarr[i] = 2 * %s - %sb[i];" % (P, x, P)], True, None)
            if k == "fill":
                return (["for (int i = 0; i < %sn; i++)" % P,
                         "  %sb[i] = %s + %sw[1] + %scount;" % (P, x, P, P)], True, None)
            if k == "grid":
                return (["for (int j = 0; j < %sny; j++)" % P,
                         "  for (int i = 0; i < %snx; i++)" % P,
                         "    %sb[j * %snx + i] = %sa[j * %snx + i] * (j + 1) + %sb[j * %snx + i];"
                         % (P, P, P, P, P, P)], True, None)
            if k == "scalar":
                return (["%scount = %sn / 2 + %slo;" % (P, P, P),
                         "for (int i = 0; i < %sn; i++)" % P,
                         "  %sb[i] += %scount;" % (P, P)], False, None)
            tgt = (P + "sum") if k == "sum" else (P + "mx")
            if not dot:
                tgt = "s" if k == "sum" else "mx"
            if k == "sum":
                st = self.pick(["%s += %s * %sscale;" % (tgt, x, P), "%s = %s + %s;" % (tgt, tgt, x)])
                return (["for (int i = 0; i < %sn; i++)" % P, "  " + st], True, "+:" + tgt)
            st = {"?:": "%s = %s > %s ? %s : %s;" % (tgt, x, tgt, x, tgt),
                  "?:r": "%s = %s > %s ? %s : %s;" % (tgt, tgt, x, tgt, x),
                  "if": "if (%s * 2 > %s) %s = %s * 2;" % (x, tgt, tgt, x),
                  "MAX": "%s = MAX(%s, %s);" % (tgt, tgt, x),
                  "fmax": "%s = %s(%s, %s);" % (tgt, "fmaxf" if et == "float" else "fmax", tgt, x)}[mxform]
            return (["for (int i = 0; i < %sn; i++)" % P, "  " + st], True, "max:" + tgt)

        def clauses(DP):
            """The data clauses over the paths from DP: the whole range
            the regions use."""
            a_sec = self.s_sec(model, DP + "a", DP + "n")
            b_sec = self.s_sec(model, DP + "b", DP + "n")
            cl = ["copyin(%s)" % a_sec]
            # b: written by 'fill' over the whole section first, it needs no copy in
            if parts[0] == "fill" and dkind == "data":
                cl.append(self.pick(["copyout(%s)" % b_sec, "copy(%s)" % b_sec]))
            else:
                cl.append("copy(%s)" % b_sec)
            if self.chance(0.3):
                cl.append("copyin(%s)" % self.s_sec(model, DP + "w", "3"))
            if "arr" in parts and dkind == "data" and self.chance(0.5):
                arr_sec = self.s_sec(model, DP + "arr", DP + "n")
                cl.append(self.pick(["copyout(%s)" % arr_sec, "copy(%s)" % arr_sec]))
            R.shuffle(cl)
            if dkind == "enter":
                cl = [c.replace("copy(", "copyin(").replace("copyout(", "copyin(") for c in cl]
            return cl

        def data_open(DP, ind):
            """Opens the data region (or enter data); returns its closing
            lines."""
            cl = clauses(DP)
            if dkind == "enter":
                self.acc_seen = True
                L.append(ind + "#pragma acc enter data %s" % " ".join(cl))
                return [ind + "#pragma acc exit data copyout(%s) delete(%s%s)" % (
                    self.s_sec("acc", DP + "b", DP + "n"), self.s_sec("acc", DP + "a", DP + "n"),
                    ", " + self.s_sec("acc", DP + "w", "3") if any("(%sw[" % DP in c for c in cl) else "")]
            if model == "acc":
                self.acc_seen = True
                L.append(ind + "#pragma acc data %s" % " ".join(cl))
                L.append(ind + "{")
            else:
                L.extend(self.data_open(L, ind, " ".join(cl)))
            return [ind + "}"]

        # ---- the function with the regions (q_k for a pointer or reference parameter)
        if form == "param":
            L.append("static void %s_k(%s *p) {" % (q, T))
        elif form == "ref":
            L.append("static void %s_k(%s &r) {" % (q, T))
        else:
            L.append("static void %s(int n, int lo) {" % q)
            if form == "local":
                L.append("  %s %s;" % (T, V))
            elif form == "nested":
                L.append("  struct %s_model %s_m;" % (q, q))
                L.append("  %s_m.k = 1; %s_m.vp = &%s_m.in;" % (q, q, q))
            self.s_init(L, V, et, n="n", lo="lo")
        if not dot:
            L.append("  %s s = 0, mx = -1000;" % et)
        dkind = self.pick(["data", "data", "enter"]) if model == "acc" else "data"
        # the data region: here, or in the caller around the call
        in_data = self.chance(0.6)
        caller_data = in_data and callee and self.chance(0.4)
        ind = "  "
        if in_data:
            self.tag(q, dkind + ("-in-caller" if caller_data else ""))
        if in_data and not caller_data:
            closing = data_open(P, "  ")
            if dkind != "enter":
                ind = "    "
        # ---- regions: the parts in 1-3 groups
        groups = self.group(parts)
        for g in groups:
            bodies = [part(k) for k in g]
            start = len(L) + 1
            if model == "acc":
                self.acc_seen = True
                pres = ""
                if in_data and self.chance(0.5):
                    pres = " present(%s, %s)" % (self.s_sec("acc", P + "a", P + "n"),
                                                 self.s_sec("acc", P + "b", P + "n"))
                if len(bodies) == 1 and bodies[0][1]:
                    lines, _, red = bodies[0]
                    # 'parallel' asserts the loop independent: its
                    # reduction must be named; 'kernels' finds it
                    ctor = self.pick(["parallel loop", "kernels loop"])
                    self.acc_loop(L, ind, ctor, pres, red, lines)
                else:
                    L.append(ind + "#pragma acc kernels" + pres)
                    L.append(ind + "{")
                    for lines, _, _ in bodies:
                        L += [ind + "  " + l for l in lines]
                    L.append(ind + "}")
            else:
                if len(bodies) == 1 and bodies[0][1]:
                    L.append(ind + "#pragma acc region" + self.pick(["", " for"]))
                    L += [ind + l for l in bodies[0][0]]
                else:
                    L.append(ind + "#pragma acc region")
                    L.append(ind + "{")
                    for lines, _, _ in bodies:
                        L += [ind + "  " + l for l in lines]
                    L.append(ind + "}")
            self.region_span(L, regions, start)

        def update(DP, ind):
            if self.chance(0.5):
                L.append(ind + self.update_host(DP + "b", DP + "n"))
                L.append(ind + 'r3_pa%s("%s b in data", %sb, R3N);' % (p, q, DP))
                self.tag(q, "update")
        if in_data and not caller_data:
            update(P, ind)
            L.extend(closing)
        if not dot:
            if "sum" in parts:
                L.append("  %ssum = s;" % P)
            if "max" in parts:
                L.append("  %smx = mx;" % P)
        # ---- a region that must stay on the host
        if host:
            self.tag(q, "host-" + host)
            self.s_host(L, regions, q, host, T, V, P, et)
        if callee:
            L.append("}")
            L.append("static void %s(int n, int lo) {" % q)
            L.append("  %s %s;" % (T, V))
            self.s_init(L, V, et, n="n", lo="lo")
            ind = "  "
            if caller_data:
                closing = data_open(V + ".", "  ")
                if dkind != "enter":
                    ind = "    "
            L.append(ind + "%s_k(%s%s);" % (q, "&" if form == "param" else "", V))
            if caller_data:
                update(V + ".", ind)
                L.extend(closing)
        self.s_print(L, q, V, et)
        L.append("}")
        calls = []
        for n in self.sizes(self.n):
            calls.append("%s(%d, %d);" % (q, n, R.choice([0, 0, 1, 2])))
        return calls

    def structs_aos(self, L, regions, q):
        """Arrays of structs the device holds (C-like structs of numbers and
        arrays of numbers, nested, typedef'd or tagged, at file scope):
        p[i].x += p[i].v * dt, c[i].in.w[k], whole-element copies, a struct
        local in the loop body, reductions over p[i].x, a recurrence
        p[i].x = p[i-1].x + 1 that must stay sequential, and the arrays in
        data clauses (copyin(p[0:n])) or 'declare'."""
        R = self.r
        et = self.pick(["double", "double", "float", "int"])
        fl = et != "int"
        K = R.randint(2, 4)
        model = self.s_model()
        # the structs: inner (typedef'd or tagged), point, cell (nesting inner)
        if self.chance(0.5):
            Ti = "%s_in_t" % q
            L.append("typedef struct { %s w[%d]; int k; } %s;" % (et, K, Ti))
        else:
            Ti = "struct %s_in" % q
            L.append("%s { %s w[%d]; int k; };" % (Ti, et, K))
        if self.chance(0.5):
            Tp = "%s_pt_t" % q
            L.append("typedef struct %s { %s x, v; int k; } %s;" % (self.pick(["", q + "_pt"]), et, Tp))
        else:
            Tp = "struct %s_pt" % q
            L.append("%s { %s x; %s v; int k; };" % (Tp, et, et))
        Tc = "struct %s_cell" % q
        L.append("%s { %s in; %s s; %s f[2]; };" % (Tc, Ti, et, et))
        form = self.pick(["global", "global", "local", "heap", "param", "member"])
        declare = form == "global" and model == "acc" and self.chance(0.3)
        P, Q, C = "%s_P" % q, "%s_Q" % q, "%s_C" % q
        if form == "member":
            # an array of structs that is a member: q_S.P[i].x
            L.append("static struct %s_sys { int n; %s P[R3N], Q[R3N]; %s C[R3N]; } %s_S;" % (q, Tp, Tc, q))
            P, Q, C = "%s_S.P" % q, "%s_S.Q" % q, "%s_S.C" % q
        if form == "global":
            L.append("static %s %s[R3N], %s[R3N];" % (Tp, P, Q))
            L.append("static %s %s[R3N];" % (Tc, C))
            if declare:
                self.acc_seen = True
                L.append("#pragma acc declare create(%s, %s, %s)" % (P, Q, C))
        kinds = ["move", "inner", "copy", "gather", "sum", "max", "rec", "cell", "kfield", "tmp"]
        if self.chance(0.1):
            kinds.append("eptr")
        parts = R.sample(kinds, R.randint(2, 5))
        self.tag(q, "aos/%s/%s/%s%s/%s" % (form, et, model, "/declare" if declare else "", "+".join(parts)))
        dtv = self.pick(["0.5", "2", "-1.5", "0.25"] if fl else ["1", "2", "-1"])
        # (lines, reads, writes, reduction clause or None, parallel-safe)
        x = lambda a, i, m: "%s[%s].%s" % (a, i, m)

        def part(k):
            if k == "move":
                return (["for (int i = 0; i < n; i++)", "  %s += %s * dt;" % (x(P, "i", "x"), x(P, "i", "v"))],
                        {P}, {P}, None, True)
            if k == "inner":
                return (["for (int i = 0; i < n; i++)",
                         "  for (int k = 0; k < %d; k++)" % K,
                         "    %s.in.w[k] = %s.in.w[k] * 2 + %s;" % (x(C, "i", "in").rsplit(".", 1)[0],
                                                                    x(C, "i", "in").rsplit(".", 1)[0],
                                                                    x(P, "i", "x"))],
                        {C, P}, {C}, None, True)
            if k == "copy":
                return (["for (int i = 0; i < n; i++)", "  %s[i] = %s[n - 1 - i];" % (Q, P)], {P}, {Q}, None, True)
            if k == "gather":
                return (["for (int i = 0; i < n; i++)", "  %s = %s;" % (x(Q, "i", "v"), x(P, "(i * 3) % n", "x"))],
                        {P}, {Q}, None, True)
            if k == "sum":
                return (["for (int i = 0; i < n; i++)", "  s += %s;" % x(P, "i", "x")], {P}, set(), "+:s", True)
            if k == "max":
                st = self.pick(["mx = %s > mx ? %s : mx;" % (x(P, "i", "x"), x(P, "i", "x")),
                                "if (%s > mx) mx = %s;" % (x(P, "i", "x"), x(P, "i", "x")),
                                "mx = MAX(mx, %s);" % x(P, "i", "x")])
                return (["for (int i = 0; i < n; i++)", "  " + st], {P}, set(), "max:mx", True)
            if k == "rec":
                return (["for (int i = 1; i < n; i++)", "  %s = %s + 1;" % (x(P, "i", "x"), x(P, "i - 1", "x"))],
                        {P}, {P}, None, False)
            if k == "cell":
                return (["for (int i = 0; i < n; i++) {",
                         "  %s[i].s = %s[i].in.w[0] + %s[i].in.w[%d] + %s;" % (C, C, C, K - 1, x(P, "i", "k")),
                         "  %s[i].f[1] = %s[i].f[0] - %s[i].s;" % (C, C, C),
                         "}"], {C, P}, {C}, None, True)
            if k == "kfield":
                return (["for (int i = 0; i < n; i++)", "  %s = i * 2 + %s[i].in.k;" % (x(P, "i", "k"), C)],
                        {C, P}, {P}, None, True)
            if k == "tmp":
                return (["for (int i = 0; i < n; i++) {",
                         "  %s t = %s[i];" % (Tp, P),
                         "  t.x = t.x * 2 + t.v;",
                         "  t.k += 1;",
                         "  %s[i] = t;" % Q,
                         "}"], {P}, {Q}, None, True)
            # eptr: a pointer to an element in the body
            return (["for (int i = 0; i < n; i++) {",
                     "  %s *e = &%s[i];" % (Tp, P),
                     "  e->v = e->x * 2;",
                     "}"], {P}, {P}, None, True)

        decl, init = [], []
        if form in ("local", "param"):
            decl.append("  %s %s[R3N], %s[R3N];" % (Tp, P, Q))
            decl.append("  %s %s[R3N];" % (Tc, C))
        elif form == "heap":
            decl.append("  %s *%s = (%s *)malloc(R3N * sizeof(%s));" % (Tp, P, Tp, Tp))
            decl.append("  %s *%s = (%s *)malloc(R3N * sizeof(%s));" % (Tp, Q, Tp, Tp))
            decl.append("  %s *%s = (%s *)malloc(R3N * sizeof(%s));" % (Tc, C, Tc, Tc))
        if form == "param":
            # the regions in a function of pointer parameters (restrict or not)
            rs = self.pick(["", "restrict ", "const "]) if not self.cxx else self.pick(["", "__restrict__ "])
            rs = rs if rs != "const " else ""
            L.append("static void %s_k(int n, %s dt, %s *%s%s, %s *%s%s, %s *%s%s) {"
                     % (q, et, Tp, rs, P, Tp, rs, Q, Tc, rs, C))
            self.tag(q, "restrict" if rs else "norestrict")
        else:
            L.append("static void %s(int n, %s dt) {" % (q, et))
            L += decl
        L.append("  %s s = 0, mx = -1000;" % et)
        mark = len(L)
        L.append("  for (int t = 0; t < R3N; t++) {")
        L.append("    %s[t].x = (%s)((t * %d) %% 13 - 6); %s[t].v = (%s)(t %% 4); %s[t].k = t;"
                 % (P, et, R.choice([3, 5, 7]), P, et, P))
        L.append("    %s[t].x = 0; %s[t].v = 0; %s[t].k = -1;" % (Q, Q, Q))
        L.append("    %s[t].in.k = t %% 5; %s[t].s = 0; %s[t].f[0] = (%s)(t %% 3); %s[t].f[1] = 0;"
                 % (C, C, C, et, C))
        L.append("    for (int k = 0; k < %d; k++) %s[t].in.w[k] = (%s)((t + k) %% 4);" % (K, C, et))
        L.append("  }")
        if form == "param":
            init = L[mark:]
            del L[mark:]
        if declare:
            L.append("  #pragma acc update device(%s[0:R3N], %s[0:R3N], %s[0:R3N])" % (P, Q, C))
        bodies = [part(k) for k in parts]
        reads = set().union(*[b[1] for b in bodies])
        writes = set().union(*[b[2] for b in bodies])
        used = [a for a in (P, Q, C) if a in reads or a in writes]
        in_data = not declare and self.chance(0.5)
        dkind = self.pick(["data", "data", "enter"]) if model == "acc" else "data"
        ind = "  "
        closing = []
        if in_data:
            self.tag(q, dkind)
            cl = []
            for a in used:
                if a not in writes:
                    c = "copyin"
                elif a == Q and "copy" in parts and a not in reads and dkind == "data":
                    c = self.pick(["copyout", "copy"])
                else:
                    c = "copy"
                cl.append("%s(%s)" % (c, self.s_sec(model, a, "n")))
            R.shuffle(cl)
            if dkind == "enter":
                self.acc_seen = True
                L.append("  #pragma acc enter data %s" % " ".join(c.replace("copy(", "copyin(") for c in cl))
                outs = [a for a in used if a in writes]
                dels = [a for a in used if a not in writes]
                ex = []
                if outs:
                    ex.append("copyout(%s)" % ", ".join(self.s_sec("acc", a, "n") for a in outs))
                if dels:
                    ex.append("delete(%s)" % ", ".join(self.s_sec("acc", a, "n") for a in dels))
                closing = ["  #pragma acc exit data " + " ".join(ex)]
            elif model == "acc":
                self.acc_seen = True
                L.append("  #pragma acc data %s" % " ".join(cl))
                L.append("  {")
                closing = ["  }"]
                ind = "    "
            else:
                L.extend(self.data_open(L, "  ", " ".join(cl)))
                closing = ["  }"]
                ind = "    "
        # regions: the parts in groups
        groups = self.group(bodies)
        gather = part("gather")
        for g in groups:
            start = len(L) + 1
            if model == "acc":
                self.acc_seen = True
                pres = ""
                # P[(i * 3) % n] has no section the compiler can know: after
                # 'enter data' its implicit copy of the whole P would find
                # P[0:n] partly present (a runtime error in OpenACC)
                forced = in_data and dkind == "enter" and any(b[0] == gather[0] for b in g)
                if (in_data or declare) and (forced or self.chance(0.5)):
                    pres = " present(%s)" % ", ".join(
                        (self.s_sec("acc", a, "n") if in_data else a) for a in used)
                if len(g) == 1:
                    lines, _, _, red, par = g[0]
                    ctor = self.pick(["parallel loop", "kernels loop"]) if par else "kernels loop"
                    self.acc_loop(L, ind, ctor, pres, red, lines)
                else:
                    L.append(ind + "#pragma acc kernels" + pres)
                    L.append(ind + "{")
                    for b in g:
                        L += [ind + "  " + l for l in b[0]]
                    L.append(ind + "}")
            else:
                if len(g) == 1:
                    L.append(ind + "#pragma acc region" + self.pick(["", " for"]))
                    L += [ind + l for l in g[0][0]]
                else:
                    L.append(ind + "#pragma acc region")
                    L.append(ind + "{")
                    for b in g:
                        L += [ind + "  " + l for l in b[0]]
                    L.append(ind + "}")
            self.region_span(L, regions, start)
        if in_data and writes and self.chance(0.4):
            a = self.pick(sorted(writes))
            L.append(ind + self.update_host(a, "n"))
            m = "s" if a == C else "x"
            L.append(ind + 'printf("%s upd:"); for (int t = 0; t < n; t++) r3_pd((double)%s[t].%s); printf("\\n");'
                     % (q, a, m))
            self.tag(q, "update")
        L.extend(closing)
        if declare:
            L.append("  #pragma acc update self(%s[0:R3N], %s[0:R3N], %s[0:R3N])" % (P, Q, C))
        if form == "param":
            L.append('  printf("%s s:"); r3_pd((double)s); r3_pd((double)mx); printf("\\n");' % q)
            L.append("}")
            L.append("static void %s(int n, %s dt) {" % (q, et))
            L += decl + init
            L.append("  %s_k(n, dt, %s, %s, %s);" % (q, P, Q, C))
        L.append('  printf("%s P:"); for (int t = 0; t < R3N; t++) { r3_pd((double)%s[t].x); r3_pd((double)%s[t].v);'
                 ' printf(" %%d", %s[t].k); } printf("\\n");' % (q, P, P, P))
        L.append('  printf("%s Q:"); for (int t = 0; t < R3N; t++) { r3_pd((double)%s[t].x); r3_pd((double)%s[t].v);'
                 ' printf(" %%d", %s[t].k); } printf("\\n");' % (q, Q, Q, Q))
        L.append('  printf("%s C:"); for (int t = 0; t < R3N; t++) { for (int k = 0; k < %d; k++) r3_pd((double)%s[t].in.w[k]);'
                 ' r3_pd((double)%s[t].s); r3_pd((double)%s[t].f[1]); } printf("\\n");' % (q, K, C, C, C))
        if form != "param":
            L.append('  printf("%s s:"); r3_pd((double)s); r3_pd((double)mx); printf("\\n");' % q)
        if form == "heap":
            L.append("  free(%s); free(%s); free(%s);" % (P, Q, C))
        L.append("}")
        return ["%s(%d, %s);" % (q, n, dtv) for n in self.sizes(self.n)]

    def s_init(self, L, V, et, n, lo):
        """Sets every member of V (its arrays R3N long, all initialized)."""
        R = self.r
        fl = et != "int"
        L.append("  %s.n = %s; %s.lo = %s; %s.nx = %d; %s.ny = %s.n / %s.nx;" % (
            V, n, V, lo, V, R.randint(2, 4), V, V, V))
        L.append("  %s.scale = %s; %s.off = %s; %s.sum = 0; %s.mx = -1000; %s.count = %d;" % (
            V, self.pick(["0.5", "2", "3", "-1.5"] if fl else ["2", "3", "-1"]), V,
            self.pick(["1", "0.25", "-2"] if fl else ["1", "-2"]), V, V, V, R.randint(0, 3)))
        w = ["0.25", "0.5", "0.25"] if fl else ["1", "2", "1"]
        L.append("  %s.w[0] = %s; %s.w[1] = %s; %s.w[2] = %s;" % (V, w[0], V, w[1], V, w[2]))
        L.append("  %s.a = (%s *)malloc(R3N * sizeof(%s)); %s.b = (%s *)malloc(R3N * sizeof(%s));"
                 % (V, et, et, V, et, et))
        L.append("  for (int t = 0; t < R3N; t++) { %s.a[t] = (%s)((t * %d) %% 13 - 6); %s.b[t] = (%s)(t %% 4);"
                 " %s.arr[t] = -1; }" % (V, et, R.choice([3, 5, 7]), V, et, V))

    def s_print(self, L, q, V, et):
        p = self.ET_PFX[et]
        L.append('  r3_pa%s("%s b", %s.b, R3N);' % (p, q, V))
        L.append('  r3_pa%s("%s arr", %s.arr, R3N);' % (p, q, V))
        L.append('  printf("%s s:"); r3_pd((double)%s.sum); r3_pd((double)%s.mx); printf(" %%d %%d\\n", %s.count, %s.n);'
                 % (q, V, V, V, V))
        L.append("  free(%s.a); free(%s.b);" % (V, V))

    def s_host(self, L, regions, q, host, T, V, P, et):
        """One region whose member paths may move, or which reaches members
        the compiler keeps on the host (through a subscript, a union, a
        bit-field): it runs on the host and says why."""
        R = self.r
        p = self.ET_PFX[et]
        # the struct's address in the function with the regions
        A = P[:-2] if P.endswith("->") else "&" + P[:-1]
        if host == "moved":
            L.append("  { %s *hp = %s, *hq = %s;" % (T, A, A))
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  {")
            L.append("    for (int i = 0; i < hp->n; i++) hp->b[i] = hp->a[i] + 1;")
            L.append("    hp = hq;")
            L.append("  }")
            self.region_span(L, regions, start)
            L.append('  printf("%s moved %%d\\n", hp == hq); }' % q)
        elif host == "twoptr":
            L.append("  { %s *r1 = %s, *r2 = %s;" % (T, A, A))
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < r1->n; i++) { r2->count = i; r1->b[i] = r1->a[i] + r1->count; }")
            self.region_span(L, regions, start)
            L.append("  }")
        elif host == "addr":
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < %sn; i++) { if (i == %d) %s_touch(%s); %sb[i] = %scount + %sa[i]; }"
                     % (P, R.randint(0, 2), q, A, P, P, P))
            self.region_span(L, regions, start)
        elif host == "aos":
            L.append("  for (int t = 0; t < R3N; t++) { %s_pts[t].x = 0; %s_pts[t].y = (%s)(t %% 5); %s_pts[t].k = t; }"
                     % (q, q, et, q))
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < %sn; i++) %s_pts[i].x = %s_pts[i].y * 2 + %sa[i];" % (P, q, q, P))
            self.region_span(L, regions, start)
            L.append('  printf("%s pts:"); for (int t = 0; t < R3N; t++) r3_pd((double)%s_pts[t].x); printf("\\n");'
                     % (q, q))
        elif host == "union":
            L.append("  for (int t = 0; t < R3N; t++) %s_u.f[t] = 0;" % q)
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < %sn; i++) %s_u.f[i] = %sa[i] + %sb[i];" % (P, q, P, P))
            self.region_span(L, regions, start)
            L.append('  r3_pa%s("%s u", %s_u.f, R3N);' % (p, q, q))
        elif host == "bits":
            L.append("  struct { unsigned lo : 3; unsigned k : 5; int n; %s *a; } bf;" % et)
            L.append("  bf.lo = %d; bf.k = %d; bf.n = %sn; bf.a = %sb;" % (R.randint(0, 7), R.randint(0, 31), P, P))
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < bf.n; i++) bf.a[i] = bf.a[i] * bf.k + bf.lo;")
            self.region_span(L, regions, start)
        else:   # arrow_sum: a member written through '->'
            start = len(L) + 1
            L.append("  #pragma acc region")
            L.append("  for (int i = 0; i < %sn; i++) %ssum += %sa[i];" % (P, P, P))
            self.region_span(L, regions, start)

    def structs_members(self, L, regions, q):
        """C++: a member function's own members (inherited n, this->n, an
        array member) in regions and data clauses."""
        R = self.r
        et = self.pick(["double", "float", "int"])
        p = self.ET_PFX[et]
        fl = et != "int"
        model = self.s_model()
        F = "%s_F" % q
        self.tag(q, "members/%s/%s" % (et, model))
        L.append("struct %s_Base { int n; };" % q)
        L.append("struct %s : %s_Base {" % (F, q))
        L.append("  %s *u, *tmp; %s coef[2]; %s total; int count;" % (et, et, et))
        L.append("  void init(int nn) {")
        L.append("    n = nn; total = 0; count = 0;")
        L.append("    coef[0] = %s; coef[1] = %s;" % (("0.5", "0.25") if fl else ("2", "1")))
        L.append("    u = (%s *)malloc(R3N * sizeof(%s)); tmp = (%s *)malloc(R3N * sizeof(%s));" % (et, et, et, et))
        L.append("    for (int t = 0; t < R3N; t++) { u[t] = (%s)((t * %d) %% 11 - 5); tmp[t] = 0; }"
                 % (et, R.choice([3, 7])))
        L.append("  }")
        L.append("  void fin() { free(u); free(tmp); }")

        def comp(ind, red=None, pres=""):
            if model == "acc":
                self.acc_seen = True
                ctor = self.pick(["parallel loop", "kernels loop"])
                named = red and (ctor == "parallel loop" or self.chance(0.5))
                return ind + "#pragma acc %s%s%s" % (ctor, pres, " reduction(%s)" % red if named else "")
            return ind + "#pragma acc region" + self.pick(["", " for"])
        # smooth: two regions per step, in a data region or not
        in_data = self.chance(0.6)
        L.append("  void smooth(int steps) {")
        ind = "    "
        if in_data:
            if model == "acc":
                L.append("    #pragma acc data copy(u[0:n]) %s(tmp[0:n])" % self.pick(["create", "copyin"]))
            else:
                L.append("    #pragma acc data region copy(u[0:n-1]) %s(tmp[0:n-1])" % self.pick(["local", "copyin"]))
            L.append("    {")
            ind = "      "
            self.tag(q, "data")
        L.append(ind + "for (int s = 0; s < steps; s++) {")
        start = len(L) + 1
        L.append(comp(ind + "  "))
        L.append(ind + "  for (int i = 1; i < n - 1; i++)")
        L.append(ind + "    tmp[i] = coef[0] * u[i] + coef[1] * (u[i - 1] + u[i + 1]);")
        self.region_span(L, regions, start)
        start = len(L) + 1
        L.append(comp(ind + "  "))
        L.append(ind + "  for (int i = 1; i < %s - 1; i++)" % self.pick(["this->n", "n"]))
        L.append(ind + "    %s[i] = tmp[i];" % self.pick(["u", "this->u"]))
        self.region_span(L, regions, start)
        L.append(ind + "}")
        if in_data:
            L.append("    }")
        L.append("  }")
        # sum: a reduction into a local of a const member function
        L.append("  %s sum() const {" % et)
        L.append("    %s s = 0;" % et)
        start = len(L) + 1
        L.append(comp("    ", "+:s"))
        L.append("    for (int i = 0; i < n; i++)")
        L.append("      s += u[i];")
        self.region_span(L, regions, start)
        L.append("    return s;")
        L.append("  }")
        # accumulate: a reduction whose result goes to a member after it
        L.append("  void accumulate() {")
        L.append("    %s t = %s;" % (et, "-1000" if self.chance(0.3) else "0"))
        mx = "-1000" in L[-1]
        start = len(L) + 1
        if mx:
            L.append(comp("    ", "max:t"))
            L.append("    for (int i = 0; i < n; i++)")
            L.append("      t = u[i] > t ? u[i] : t;")
        else:
            L.append(comp("    ", "+:t"))
            L.append("    for (int i = 0; i < n; i++)")
            L.append("      t += u[i] * %s;" % ("u[i]" if et != "float" else "coef[0]"))
        self.region_span(L, regions, start)
        L.append("    total += t;")
        L.append("  }")
        # a member written through 'this' in the region: on the host
        host = self.pick([None, None, "count", "total"])
        if host:
            self.tag(q, "host-this-" + host)
            L.append("  void bump() {")
            start = len(L) + 1
            L.append("    #pragma acc region")
            if host == "count":
                L.append("    for (int i = 0; i < n; i++) { count = i; u[i] += count; }")
            else:
                L.append("    for (int i = 0; i < n; i++) total += u[i];")
            self.region_span(L, regions, start)
            L.append("  }")
        L.append("};")
        L.append("static void %s(int n, int steps) {" % q)
        L.append("  %s f;" % F)
        L.append("  f.init(n);")
        L.append("  f.smooth(steps);")
        L.append("  %s s = f.sum();" % et)
        L.append("  f.accumulate();")
        if host:
            L.append("  f.bump();")
        L.append('  r3_pa%s("%s u", f.u, R3N);' % (p, q))
        L.append('  printf("%s s:"); r3_pd((double)s); r3_pd((double)f.total); printf(" %%d\\n", f.count);' % q)
        L.append("  f.fin();")
        L.append("}")
        return ["%s(%d, %d);" % (q, n, R.randint(0, 3)) for n in self.sizes(self.n)]

    # ------------------------------------------------------------ refs
    # C++ references in regions: T *&a, T *const &a, T (&a)[N], T (&A)[N][M]
    # parameters; const int &n bounds; T &s reductions and serial
    # assignments; references bound at the call site to locals, globals,
    # struct members and elements of the region's own arrays (the run-time
    # check keeps those on the host); data regions around the calls;
    # regions that fall back (overlapping sections, a host function);
    # local references and range-for by reference in the body; templates
    # and lambdas. Every value is a small integer: any order of a sum gives
    # one answer.
    # Shapes of the 'refs' feature that found a bug not fixed yet: not drawn
    # unless named in DIFFTEST_REFS_KNOWN (comma-separated, or 'all'), so
    # that a campaign looks past them:
    #   alias2        two references to one scalar, one written, one read
    #                 (f(a, sv, sv)): the read one is passed by value
    #   global_named  a written reference bound to a global the region
    #                 also reads by name (f(a, gs) with gs in the body)
    #   constcopy     copy(x[0:n]) on 'T *const &x' (also 'T *const x'):
    #                 "'x' is const, so 'copy' cannot copy it back"
    #   regionfor     a loop construct over a range-for (PGI 'region for',
    #                 OpenACC 'kernels loop', 'parallel loop'): "must be
    #                 followed by a 'for' loop"
    #   serialstore   'int &cnt' only stored (cnt = n / 2;) in a region's
    #                 serial code: never copied back (cnt += 1 is)
    #   lastvalue     a reference stored in a parallel loop (l = x[i];
    #                 if (x[i] > 2) f = 1;): the loop runs in parallel
    #                 and the value never comes back (a local or a global
    #                 keeps the loop on the host: "last value needed")
    #   presentblock  a written reference bound to an element of present
    #                 data (enter data in another function) outside the
    #                 region's section: the check compares with the
    #                 section, the device path writes the host's element,
    #                 exit data copies the stale device copy over it
    #   arrcref       an array passed to a 'T *const &' parameter inside a
    #                 data region: a false "host code writes" warning (not
    #                 a difftest failure: drawn unless DIFFTEST_REFS_KNOWN
    #                 says 'noarrcref')
    REFS_KNOWN = ("alias2", "global_named", "constcopy", "regionfor", "serialstore", "lastvalue",
                  "presentblock")

    def r_known(self, what):
        """Whether a known-bug shape may be drawn."""
        k = os.environ.get("DIFFTEST_REFS_KNOWN", "")
        if what == "arrcref":
            return "noarrcref" not in k.split(",")
        return what not in self.REFS_KNOWN or k == "all" or what in k.split(",")

    def r_model(self):
        """One model for the whole program (the compiler warns on mixing)."""
        if not hasattr(self, "r_models"):
            # after another feature's OpenACC construct: OpenACC too
            self.r_models = "acc" if self.acc_seen else self.pick(["pgi", "pgi", "pgi", "acc", "acc"])
        return self.r_models

    def f_refs(self, L, regions, q):
        R = self.r
        model = self.r_model()
        et = self.pick(["double", "double", "float", "int", "long long"])
        fl = et in ("double", "float")
        p = {"double": "d", "float": "f", "int": "i"}.get(et)
        W = "R3N + 2"     # the 1-d arrays' extent
        a, b, c, e, A, B = (q + x for x in ("_a", "_b", "_c", "_e", "_A", "_B"))
        ln, gs, gn, st, calls = q + "_len", q + "_gs", q + "_gn", q + "_st", q + "_calls"
        self.tag(q, "%s/%s" % (model, et.replace(" ", "_")))
        Wc = "2 * R3N + 2"   # c: room for an overlapping second pointer
        L.append("static %s %s[%s], %s[%s], %s[%s], %s[8];" % (et, a, W, b, W, c, Wc, e))
        L.append("static %s %s[R3N][R3M], %s[R3N][R3M];" % (et, A, B))
        L.append("static int %s[%s];" % (ln, W))
        L.append("static %s %s;" % (et, gs))
        L.append("static int %s, %s;" % (gn, calls))
        L.append("struct %s_S { %s s; int n; %s v[%s]; };" % (q, et, et, W))
        L.append("static %s_S %s;" % (q, st))
        L.append("static %s %s_bump(%s x) { ++%s; return x + (%s)(%s %% 3); }" % (et, q, et, calls, et, calls))
        if et == "long long":
            L.append('static void %s_pll(const char *t, const long long *v, long n) { printf("%%s:", t);'
                     ' for (long i = 0; i < n; i++) printf(" %%lld", v[i]); printf("\\n"); }' % q)

        def pa(tag, arr, n):
            if p:
                return 'r3_pa%s("%s %s", %s, %s);' % (p, q, tag, arr, n)
            return '%s_pll("%s %s", %s, %s);' % (q, q, tag, arr, n)

        def sec(path, n):
            return self.s_sec(model, path, n)

        def region(ind, lines, red=None, loop=True, cl="", par=True):
            """A compute region over lines (one loop when loop; 'parallel
            loop', which asserts the loop independent, only when par)."""
            out = []
            if model == "acc":
                self.acc_seen = True
                if loop:
                    ctor = self.pick((["parallel loop"] if par else []) + ["kernels loop", "kernels"])
                    if ctor == "kernels":
                        out.append(ind + "#pragma acc kernels" + cl)
                    else:
                        named = red and (ctor == "parallel loop" or self.chance(0.5))
                        out.append(ind + "#pragma acc %s%s%s" % (ctor, cl, " reduction(%s)" % red if named else ""))
                else:
                    out.append(ind + "#pragma acc kernels" + cl)
            else:
                out.append(ind + "#pragma acc region" + (self.pick(["", " for"]) if loop else "") + cl)
            if loop:
                out += [ind + l for l in lines]
            else:
                out.append(ind + "{")
                out += [ind + "  " + l for l in lines]
                out.append(ind + "}")
            return out

        def emit_region(lines_out, ind, lines, red=None, loop=True, cl="", par=True):
            """Appends a region to a callee's lines; its span there (1-based)."""
            start = len(lines_out) + 1
            lines_out += region(ind, lines, red, loop, cl, par)
            return (start, len(lines_out))

        def mxst(tgt, x, kind):
            """tgt = max/min(tgt, x) in one of C's spellings."""
            op = ">" if kind == "max" else "<"
            forms = ["%s = %s %s %s ? %s : %s;" % (tgt, x, op, tgt, x, tgt),
                     "if (%s %s %s) %s = %s;" % (x, op, tgt, tgt, x),
                     "%s = %s(%s, %s);" % (tgt, "MAX" if kind == "max" else "MIN", tgt, x)]
            if fl:
                fn = ("fmax" if kind == "max" else "fmin") + ("f" if et == "float" else "")
                forms.append("%s = %s(%s, %s);" % (tgt, fn, tgt, x))
            if self.cxx:
                # the library's: 'b < a ? b : a' (min), 'a < b ? b : a' (max)
                forms.append("%s = std::%s(%s, (%s)(%s));" % (tgt, kind, tgt, et, x))
            return self.pick(forms)

        # scalars the caller binds a reference to: (expression, where it
        # lives). 'elem:X' is an element of array X.
        def bind_scalar(arrs_in_region, writable, present):
            """An lvalue for a 'T &s' (or 'const T &') argument."""
            opts = ["local", "local", "global", "member"]
            # an element of an array the region uses (the run-time check
            # keeps the region on the host); not of data the caller's data
            # region holds when the callee writes it (host code writing
            # present data: the user's error, and cuacc warns)
            if arrs_in_region and (not writable or not present):
                opts += ["elem", "elem"]
            opts.append("other")   # an element of an array the region does not use
            k = self.pick(opts)
            if k == "local":
                return "sv", "local"
            if k == "global":
                return gs, "global"
            if k == "member":
                return st + ".s", "member"
            if k == "elem":
                arr = self.pick(arrs_in_region)
                # present data: inside the region's section (element 0), so
                # that the run-time check sends the region to the host, whose
                # code brings the device's copy back first; an element outside
                # the section would be read from the stale host copy (cuacc
                # warns: "host code reads ... the host copy is stale")
                return "%s[%d]" % (arr, 0 if present else R.choice([0, 2, 3, 5])), "elem"
            if present and writable:
                return "%s[%d]" % (e, R.randint(0, 7)), "other"
            return "%s[%d]" % (self.pick([e, c]) if c not in arrs_in_region else e, R.randint(0, 7)), "other"

        def bind_bound(present_len):
            """An int lvalue (or value) for a 'const int &n' bound."""
            k = self.pick(["n", "n", "n - 1", "gn", "member", "lit", "elem"])
            if k == "n":
                return "n", "n"
            if k == "n - 1":
                return "(n > 0 ? n - 1 : 0)", "expr"
            if k == "gn":
                return gn, "global"
            if k == "member":
                return st + ".n", "member"
            if k == "lit":
                return str(R.randint(0, 12)), "literal"
            return "%s[%d]" % (ln, R.choice([1, 2, 4])), "len-elem"

        parts = []   # (kind, callee lines, regions spans relative, call lines builder)
        kinds = ["ptr_axpy", "arr_sum", "minmax", "serial", "bound", "local_ref", "range_for", "two_d",
                 "overlap", "hostcall", "template", "lambda", "constptr", "alias2", "global_named",
                 "member_arr", "callee_data", "enter_exit", "advance", "local_alias", "lastvalue",
                 "container"]
        weights = [3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1, 2, 1, 1,
                   2, 3, 3 if model == "acc" else 0, 2, 1, 2, 2]
        weights = [w if self.r_known(k) else 0 for k, w in zip(kinds, weights)]
        weights = [w * 20 if "r3" + k in self.prefer else w for k, w in zip(kinds, weights)]
        chosen = []
        for _ in range(R.randint(2, 4)):
            chosen.append(R.choices(kinds, weights)[0])
        self.tag(q, "+".join(chosen))
        callees = []
        callers = []
        for j, kind in enumerate(chosen):
            fn = "%s_k%d" % (q, j)
            CL = []         # the callee's lines
            spans = []
            uses = []       # global arrays the region reaches (for the caller's data region)
            call = None     # builder(present) -> (lines before, call expr, lines after)
            if kind in ("ptr_axpy", "constptr"):
                # a[i] = a[i] * 2 + b[i] * k: k a reference read
                pa_t = "%s *&" % et if kind == "ptr_axpy" else "%s *const &" % et
                kc = self.pick(["const %s &" % et, "%s &" % et])
                nb = self.pick(["const int &n", "int n", "int &n"])
                CL.append("static void %s(%sx, %s *const &y, %sk, %s) {" % (fn, pa_t, et, kc, nb))
                clause = ""
                if self.chance(0.35) and (kind == "ptr_axpy" or self.r_known("constcopy")):
                    clause = " copy(%s) copyin(%s)" % (sec("x", "n"), sec("y", "n"))
                if self.chance(0.2):
                    clause += " if(n > %d)" % R.randint(1, 6)
                body = ["for (int i = 0; i < n; i++)",
                        "  x[i] = x[i] * 2 + y[i] * k%s;" % self.pick(["", " - 1", " + (%s)i" % et])]
                spans.append(emit_region(CL, "  ", body, cl=clause))
                if self.chance(0.3):
                    CL.append("  k = k%s;" % " + 1" if "const" not in kc else "  (void)k;")
                CL.append("}")
                uses = [a, b]

                def call(present, fn=fn, kc=kc, nb=nb, kind=kind):
                    pre = []
                    cref_ok = not present or self.r_known("arrcref")
                    xa = "pa" if kind == "ptr_axpy" or not cref_ok else self.pick(["pa", a])
                    pre.append("%s *pa = %s, *pb = %s;" % (et, a, b))
                    kv, where = bind_scalar([a, b], "const" not in kc, present)
                    nv = "n" if nb == "int &n" else bind_bound(present)[0]
                    if nb == "int &n":
                        nv = "nn"
                    self.tag(q, "%s:k=%s" % (kind, where))
                    return pre, "%s(%s, %s, %s, %s);" % (fn, xa, self.pick(["pb", b] if cref_ok else ["pb"]), kv, nv), \
                        ['printf("%s nn %%d\\n", %s);' % (q, nv)] if nv == "nn" else []
            elif kind in ("arr_sum", "minmax", "alias2", "global_named"):
                red = {"arr_sum": "+", "minmax": self.pick(["max", "min"]), "alias2": "+",
                       "global_named": "+"}[kind]
                ap = self.pick(["%s (&x)[%s]" % (et, W), "%s *&x" % et, "%s *const &x" % et])
                extra = ""
                if kind == "alias2":
                    extra = ", const %s &t" % et
                CL.append("static void %s(%s, %s &s, const int &n%s) {" % (fn, ap, et, extra))
                wr = self.chance(0.3)
                clause = ""
                if self.chance(0.3) and (not wr or "const" not in ap or self.r_known("constcopy")):
                    clause = " copyin(%s)" % ("x" if "(&x)" in ap and self.chance(0.5) else sec("x", "n"))
                    if wr:
                        clause = clause.replace("copyin", "copy")
                if red == "+":
                    # (bounded: the scalar read is the one summed)
                    term = {"alias2": "(x[i] > t ? 1 : 0)", "global_named": "(x[i] > %s ? 1 : 0)" % gs}.get(kind, "x[i]")
                    st_ = self.pick(["s += %s;" % term, "s = s + %s;" % term, "s += 2 * %s;" % term])
                else:
                    st_ = mxst("s", "x[i]", red)
                body = ["for (int i = 0; i < n; i++) {"] + (["  x[i] = x[i] + 1;"] if wr else []) + \
                       ["  " + st_, "}"]
                spans.append(emit_region(CL, "  ", body, red="%s:s" % red, cl=clause,
                                         par=kind not in ("alias2", "global_named")))
                if self.chance(0.3):
                    CL.append("  s = s * 2;")      # host code after the region
                CL.append("}")
                uses = [a]

                def call(present, fn=fn, kind=kind, ap=ap):
                    pre = []
                    xv = a
                    if "*&x" in ap and ("const" not in ap or (present and not self.r_known("arrcref"))):
                        pre.append("%s *pa = %s;" % (et, a))
                        xv = "pa"
                    if kind == "alias2":
                        # the same scalar through two references
                        pre.append("sv = 1;")
                        self.tag(q, "alias2")
                        return pre, "%s(%s, sv, n, sv);" % (fn, xv), ['printf("%s sv:"); r3_pd((double)sv); printf("\\n");' % q]
                    if kind == "global_named":
                        pre.append("%s = 2;" % gs)
                        self.tag(q, "global_named")
                        return pre, "%s(%s, %s, n);" % (fn, xv, gs), []
                    sv, where = bind_scalar([a], True, present)
                    nv = bind_bound(present)[0]
                    self.tag(q, "%s:s=%s" % (kind, where))
                    post = ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
                    return pre, "%s(%s, %s, %s);" % (fn, xv, sv, nv), post
            elif kind == "serial":
                # a scalar assigned in the region's serial code around loops
                CL.append("static void %s(%s *&x, %s &s, int &cnt, const int &n) {" % (fn, et, et))
                body = []
                if self.chance(0.5):
                    body.append("s = s * 2 + 1;")
                body += ["for (int i = 0; i < n; i++)", "  x[i] = x[i] + s;"]
                body.append(self.pick(["cnt = (cnt + n) % 9;", "cnt += 1;"] +
                                     (["cnt = n / 2;"] if self.r_known("serialstore") else [])))
                if self.chance(0.5):
                    body.append("s = s + %s;" % self.pick(["1", "(%s)cnt" % et]))
                spans.append(emit_region(CL, "  ", body, loop=False))
                CL.append("}")
                uses = [a]

                def call(present, fn=fn):
                    pre = ["%s *pa = %s;" % (et, a)]
                    sv, where = bind_scalar([a], True, present)
                    cv = self.pick(["cnt", "cnt", gn, st + ".n"])
                    if not present and self.chance(0.2):
                        cv = "%s[3]" % ln    # an int of data the region does not use
                    nv = bind_bound(present)[0]
                    if nv in (gn, st + ".n") and nv == cv:
                        nv = "n"
                    self.tag(q, "serial:s=%s" % where)
                    post = ['printf("%s s cnt:"); r3_pd((double)(%s)); printf(" %%d\\n", %s);' % (q, sv, cv)]
                    return pre, "%s(pa, %s, %s, %s);" % (fn, sv, cv, nv), post
            elif kind == "bound":
                # a bound that may be bound into the array the loop writes
                lp = self.pick(["int *len", "int (&len)[%s]" % W, "int *&len"])
                CL.append("static void %s(%s, const int &m) {" % (fn, lp))
                clause = ""
                if self.chance(0.3):
                    clause = " copy(%s)" % sec("len", W)
                body = ["for (int i = 0; i < m; i++)", "  len[i] = len[i] - i %% 3 %s;" % self.pick(["", "- 1"])]
                spans.append(emit_region(CL, "  ", body, cl=clause))
                CL.append("}")
                uses = [ln]

                def call(present, fn=fn, lp=lp):
                    pre = []
                    lv = ln
                    if "*&" in lp:
                        pre.append("int *pl = %s;" % ln)
                        lv = "pl"
                    mv, where = bind_bound(present)
                    self.tag(q, "bound:m=%s" % where)
                    return pre, "%s(%s, %s);" % (fn, lv, mv), []
            elif kind == "local_ref":
                ap = self.pick(["%s (&x)[%s]" % (et, W), "%s *&x" % et])
                CL.append("static void %s(%s, %s *const &y, const int &n, const %s &k) {" % (fn, ap, et, et))
                form = self.pick(["ref", "cref", "both", "auto"])
                if form == "ref":
                    inner = ["%s &r = x[i];" % et, "r += y[i] * k;"]
                elif form == "cref":
                    inner = ["const %s &v = y[i];" % et, "x[i] = v * 2 + k;"]
                elif form == "auto":
                    inner = ["auto &r = x[i];", "const auto &v = y[i + 1];", "r = r - v + k;"]
                else:
                    inner = ["%s &r = x[i];" % et, "const %s &v = y[i];" % et, "r = r * k + v;"]
                self.tag(q, "local_ref:" + form)
                body = ["for (int i = 0; i < n; i++) {"] + ["  " + l for l in inner] + ["}"]
                spans.append(emit_region(CL, "  ", body))
                CL.append("}")
                uses = [a, b]

                def call(present, fn=fn, ap=ap):
                    pre = []
                    xv = a
                    if "*&x" in ap:
                        pre.append("%s *pa = %s;" % (et, a))
                        xv = "pa"
                    yv = b
                    if present and not self.r_known("arrcref"):
                        pre.append("%s *pb = %s;" % (et, b))
                        yv = "pb"
                    kv, where = bind_scalar([a, b], False, present)
                    self.tag(q, "local_ref:k=%s" % where)
                    return pre, "%s(%s, %s, %s, %s);" % (fn, xv, yv, bind_bound(present)[0], kv), []
            elif kind == "range_for":
                CL.append("static void %s(%s (&x)[%s], const %s &k, %s &s) {" % (fn, et, W, et, et))
                form = self.pick(["scale", "sum", "both"])
                body = []
                red = None
                if form in ("scale", "both"):
                    body += ["for (%s &v : x)" % self.pick([et, "auto"]), "  v = v * 2 - k;"]
                if form in ("sum", "both"):
                    body += ["for (const %s &v : x)" % self.pick([et, "auto"]), "  s += v;"]
                    red = "+:s"
                self.tag(q, "range_for:" + form)
                if form != "both" and not self.r_known("regionfor"):
                    spans.append(emit_region(CL, "  ", body, red=red, loop=False))
                else:
                    spans.append(emit_region(CL, "  ", body, red=red, loop=(form != "both")))
                CL.append("}")
                uses = [a]

                def call(present, fn=fn):
                    pre = []
                    kv, kw = bind_scalar([a], False, present)
                    sv, where = bind_scalar([a], True, present)
                    self.tag(q, "range_for:k=%s,s=%s" % (kw, where))
                    return pre, "%s(%s, %s, %s);" % (fn, a, kv, sv), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "two_d":
                CL.append("static void %s(%s (&X)[R3N][R3M], const %s (&Y)[R3N][R3M], const int &n, const int &m, %s &s) {"
                          % (fn, et, et, et))
                clause = ""
                if self.chance(0.3):
                    clause = " copy(X) copyin(Y)" if self.chance(0.5) else \
                        " copy(%s) copyin(Y)" % ("X[0:n][0:R3M]" if model == "acc" else "X[0:n-1][0:R3M-1]")
                body = ["for (int i = 0; i < n; i++)",
                        "  for (int j = 0; j < m; j++)",
                        "    X[i][j] = X[i][j] + Y[i][j] * 2;"]
                red = None
                if self.chance(0.2):
                    # a reference to a row (the host runs it)
                    body = ["for (int i = 0; i < n; i++) {",
                            "  %s (&row)[R3M] = X[i];" % et,
                            "  for (int j = 0; j < m; j++)",
                            "    row[j] = row[j] + Y[i][j] * 2;",
                            "}"]
                    self.tag(q, "two_d:row")
                elif self.chance(0.5):
                    body = ["for (int i = 0; i < n; i++)",
                            "  for (int j = 0; j < m; j++) {",
                            "    X[i][j] = X[i][j] + Y[i][j] * 2;",
                            "    s += X[i][j];",
                            "  }"]
                    red = "+:s"
                spans.append(emit_region(CL, "  ", body, red=red, cl=clause))
                CL.append("}")
                uses = [A, B]

                def call(present, fn=fn):
                    pre = []
                    sv, where = bind_scalar([], True, present)
                    if self.chance(0.3) and not present:
                        sv, where = "%s[1][1]" % A, "elem"
                    mv = self.pick(["R3M", "m", "(m > 1 ? m - 1 : 1)", st + ".n % R3M"])
                    pre.append("int m = %d;" % R.randint(1, self.m))
                    self.tag(q, "two_d:s=%s" % where)
                    return pre, "%s(%s, %s, %s, %s, %s);" % (fn, A, B, self.pick(["n", "(n < R3N ? n : R3N)"]),
                                                            mv, sv), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "overlap":
                # b = a + 1 at run time: the sections overlap, the host runs it
                CL.append("static void %s(%s *&x, %s *&y, const int &n) {" % (fn, et, et))
                body = ["for (int i = 0; i < n; i++)", "  y[i] = x[i] + %d;" % R.randint(1, 9)]
                spans.append(emit_region(CL, "  ", body, par=False))
                if self.chance(0.5):
                    CL.append("  %s t = 0;" % et)
                    spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n + 1; i++)", "  t += x[i];"],
                                             red="+:t"))
                    CL.append('  printf("%s t:"); r3_pd((double)t); printf("\\n");' % q)
                CL.append("}")
                uses = [c]

                def call(present, fn=fn):
                    off = self.pick(["1", "1", "2", "R3N / 2"])
                    self.tag(q, "overlap:+%s" % off.replace(" ", ""))
                    return ["%s *px = %s, *py = %s + %s;" % (et, c, c, off)], "%s(px, py, n);" % fn, []
            elif kind == "hostcall":
                # a call to a host function (it counts in a global): on the host
                CL.append("static void %s(%s *&x, %s *&y, const int &n) {" % (fn, et, et))
                body = ["for (int i = 0; i < n; i++)", "  y[i] = %s_bump(x[i]);" % q]
                spans.append(emit_region(CL, "  ", body, par=False))
                if self.chance(0.5):
                    spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n; i++)", "  x[i] = y[i] * 2;"]))
                CL.append("}")
                uses = [a, b]

                def call(present, fn=fn):
                    return ["%s *pa = %s, *pb = %s;" % (et, a, b)], "%s(pa, pb, n);" % fn, \
                        ['printf("%s calls %%d\\n", %s);' % (q, calls)]
            elif kind == "template":
                # a kernel per instantiation; with a value parameter K in the
                # body and the loop's bound
                nontype = self.chance(0.5)
                kv = R.randint(1, 3)
                CL.append("template <typename T%s>" % (", int K" if nontype else ""))
                CL.append("static void %s(T *&x, T &s, const int &n) {" % fn)
                body = ["for (int i = 0; i < n%s; i++) {" % (" + K - K" if nontype else ""),
                        "  x[i] = x[i] + %s;" % ("K" if nontype else "1"), "  s += x[i];", "}"]
                spans.append(emit_region(CL, "  ", body, red="+:s"))
                CL.append("}")
                uses = [a]

                def call(present, fn=fn, nontype=nontype, kv=kv):
                    pre = ["%s *pa = %s;" % (et, a)]
                    sv, where = bind_scalar([a], True, present)
                    self.tag(q, "template:s=%s%s" % (where, ",K" if nontype else ""))
                    targs = "<%s, %d>" % (et, kv) if nontype else self.pick(["", "<%s>" % et])
                    return pre, "%s%s(pa, %s, n);" % (fn, targs, sv), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "container":
                # a std::vector's size bounds the loop, its data through
                # data(); sometimes the region also indexes the vector (a
                # call: on the host) or the size is one less
                # 'pair': a second, const vector read one ahead ('i + 1 <
                # v.size()'), sometimes the same vector passed twice
                form = self.pick(["data", "data", "index", "minus", "pair"])
                if "#include <vector>" not in L:
                    L.append("#include <vector>")
                second = ", const std::vector<%s> &w" % et if form == "pair" else ""
                CL.append("static void %s(std::vector<%s> &v%s, %s &s) {" % (fn, et, second, et))
                CL.append("  %s *p = v.data();" % et)
                bound = "v.size() - 1" if form == "minus" else "v.size()"
                elem = "v[i]" if form in ("index", "pair") else "p[i]"
                head = "for (size_t i = 0; i < %s; i++) {" % bound
                ahead = ""
                if form == "pair":
                    head = "for (size_t i = 0; i + 1 < v.size(); i++) {"
                    ahead = " + w[i + 1]"
                body = [head, "  %s = %s * 2 + (%s)(i %% 5)%s;" % (elem, elem, et, ahead),
                        "  s += %s;" % elem, "}"]
                spans.append(emit_region(CL, "  ", body, red="+:s"))
                CL.append("}")
                uses = []

                def call(present, fn=fn, form=form):
                    cnt = self.pick(["n", "n", "1", "(n > 1 ? n - 1 : 1)"])
                    if form == "minus" and cnt == "n":
                        cnt = "(n > 0 ? n : 1)"     # size() - 1 of an empty vector wraps
                    pre = ["std::vector<%s> vv(%s, %s + %s);" % (et, a, a, cnt)]
                    sv, where = bind_scalar([], True, present)
                    second = ""
                    if form == "pair":
                        twice = self.pick([False, False, True])
                        if not twice:
                            pre.append("std::vector<%s> ww(vv.rbegin(), vv.rend());" % et)
                        second = ", vv" if twice else ", ww"
                        where += ",twice" if twice else ""
                    self.tag(q, "container:%s:s=%s" % (form, where))
                    return pre, "%s(vv%s, %s);" % (fn, second, sv), \
                        [pa("vv", "vv.data()", "(long)vv.size()"),
                         'printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "lambda":
                form = self.pick(["inside", "body"])
                CL.append("static void %s(%s *&x, %s &s, const int &n) {" % (fn, et, et))
                if form == "inside":
                    # the region inside a lambda capturing by reference
                    CL.append("  auto f = [&](int lo) {")
                    spans.append(emit_region(CL, "    ", ["for (int i = lo; i < n; i++)", "  x[i] = x[i] + s;"]))
                    CL.append("    s = s + 1;")
                    CL.append("  };")
                    CL.append("  f(0);")
                    CL.append("  f(n / 2);")
                else:
                    # a lambda called in the region
                    CL.append("  auto sq = [](%s v) { return v * v; };" % et)
                    spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n; i++)",
                                                        "  x[i] = (sq(x[i]) > 50 ? 1 : sq(x[i])) + s;"]))
                CL.append("}")
                self.tag(q, "lambda:" + form)
                uses = [a]

                def call(present, fn=fn):
                    pre = ["%s *pa = %s;" % (et, a)]
                    sv, where = bind_scalar([a], True, present)
                    return pre, "%s(pa, %s, n);" % (fn, sv), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "member_arr":
                # a struct's array member, the reference to its scalar member
                # beside it (outside the section) or to one of its elements
                CL.append("static void %s(%s (&x)[%s], %s &s, const int &n) {" % (fn, et, W, et))
                body = ["for (int i = 0; i < n; i++) {", "  x[i] = x[i] + %d;" % R.randint(1, 3), "  s += x[i];", "}"]
                spans.append(emit_region(CL, "  ", body, red="+:s"))
                CL.append("}")
                uses = [st + ".v"]

                def call(present, fn=fn):
                    opts = [(st + ".s", "member"), ("sv", "local"), (gs, "global")]
                    if not present:
                        opts += [("%s.v[%d]" % (st, R.choice([0, 3, self.n + 1])), "member-elem")] * 2
                    sv, where = self.pick(opts)
                    self.tag(q, "member_arr:s=%s" % where)
                    return [], "%s(%s.v, %s, %s);" % (fn, st, sv, bind_bound(present)[0]), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "callee_data":
                # the callee's own data region on its reference parameters,
                # two regions in it, an update of the reference's section
                CL.append("static void %s(%s *&x, %s &s, const int &n) {" % (fn, et, et))
                if model == "acc":
                    CL.append("  #pragma acc data copy(%s)" % sec("x", "n"))
                else:
                    CL.append("  #pragma acc data region copy(%s)" % sec("x", "n"))
                CL.append("  {")
                spans.append(emit_region(CL, "    ", ["for (int i = 0; i < n; i++)", "  x[i] = x[i] * 2 + 1;"]))
                spans.append(emit_region(CL, "    ", ["for (int i = 0; i < n; i++)", "  s += x[i];"], red="+:s"))
                upd = self.chance(0.5)
                if upd:
                    CL.append("    if (n > 0) {")
                    if model == "acc":
                        CL.append("      #pragma acc update self(%s)" % sec("x", "n"))
                    else:
                        CL.append("      #pragma acc update host(%s)" % sec("x", "n"))
                    CL.append('      printf("%s x0:"); r3_pd((double)x[0]); printf("\\n");' % q)
                    CL.append("    }")
                CL.append("  }")
                CL.append("}")
                self.tag(q, "callee_data" + (":update" if upd else ""))
                uses = [a]

                def call(present, fn=fn):
                    sv, where = bind_scalar([a], True, present)
                    self.tag(q, "callee_data:s=%s" % where)
                    return ["%s *pa = %s;" % (et, a)], "%s(pa, %s, %s);" % (fn, sv, bind_bound(present)[0]), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "enter_exit":
                # enter data / exit data in functions of their own, on a
                # reference to a pointer (OpenACC), a region between
                # (the whole array: the caller may put a data region of
                # the whole array around the call, inside the enter data)
                CL.append("static void %s_open(%s *&x, const int &n) {" % (fn, et))
                CL.append("  #pragma acc enter data copyin(%s)" % self.s_sec("acc", "x", "n + 2"))
                CL.append("}")
                CL.append("static void %s_close(%s *&x, const int &n) {" % (fn, et))
                CL.append("  #pragma acc exit data copyout(%s)" % self.s_sec("acc", "x", "n + 2"))
                CL.append("}")
                self.acc_seen = True
                CL.append("static void %s(%s *&x, %s &s, const int &n) {" % (fn, et, et))
                pres = self.pick(["", " present(%s)" % self.s_sec("acc", "x", "n")])
                spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n; i++) {", "  x[i] = x[i] + 2;",
                                                     "  s += x[i];", "}"], red="+:s", cl=pres))
                CL.append("}")
                uses = [a]

                def call(present, fn=fn):
                    sv, where = bind_scalar([a], True, present)
                    if where == "elem" and not self.r_known("presentblock"):
                        sv = "%s[0]" % a     # inside the region's section (or no loop runs)
                    nv = bind_bound(present)[0]
                    self.tag(q, "enter_exit:s=%s" % where)
                    return ["%s *pa = %s;" % (et, a), "%s_open(pa, R3N);" % fn], \
                        "%s(pa, %s, %s);" % (fn, sv, nv), \
                        ["%s_close(pa, R3N);" % fn,
                         'printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "advance":
                # the caller's pointer moved by the callee between its regions
                CL.append("static void %s(%s *&x, const int &n) {" % (fn, et))
                spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n; i++)", "  x[i] = x[i] + 1;"]))
                CL.append("  x += %s;" % self.pick(["1", "2"]))
                spans.append(emit_region(CL, "  ", ["for (int i = 0; i < n; i++)", "  x[i] = x[i] * 2;"]))
                CL.append("}")
                uses = [c]

                def call(present, fn=fn):
                    return ["%s *pc = %s;" % (et, c)], "%s(pc, n);" % fn, \
                        ['printf("%s moved %%d\\n", (int)(pc - %s));' % (q, c)]
            elif kind == "local_alias":
                # local references to scalars outside the region, a local
                # reference to the array (the host runs these)
                CL.append("static void %s(%s (&x)[%s], %s &s, const int &n) {" % (fn, et, W, et))
                CL.append("  %s t = 0;" % et)
                form = self.pick(["outer", "param", "bound", "array"])
                self.tag(q, "local_alias:" + form)
                if form == "outer":
                    body = ["%s &r = t;" % et, "for (int i = 0; i < n; i++)", "  r += x[i];"]
                elif form == "param":
                    body = ["%s &r = s;" % et, "for (int i = 0; i < n; i++)", "  r = r + x[i];"]
                elif form == "bound":
                    body = ["const int &k = n;", "for (int i = 0; i < k; i++)", "  x[i] = x[i] + k;"]
                else:
                    body = ["auto &y = x;", "for (int i = 0; i < n; i++)", "  y[i] = y[i] * 2 - 1;"]
                spans.append(emit_region(CL, "  ", body, loop=False))
                CL.append("  s = s + t;")
                CL.append("}")
                uses = [a]

                def call(present, fn=fn):
                    sv, where = bind_scalar([a], True, present)
                    return [], "%s(%s, %s, %s);" % (fn, a, sv, bind_bound(present)[0]), \
                        ['printf("%s s:"); r3_pd((double)(%s)); printf("\\n");' % (q, sv)]
            elif kind == "lastvalue":
                CL.append("static void %s(%s (&x)[%s], %s &l, int &f, const int &n) {" % (fn, et, W, et))
                body = ["for (int i = 0; i < n; i++)",
                        "  " + self.pick(["l = x[i];", "if (x[i] > 2) f = 1;", "if (x[i] < 0) l = x[i];"])]
                spans.append(emit_region(CL, "  ", body, par=False))
                CL.append("}")
                uses = [a]

                def call(present, fn=fn):
                    sv, where = bind_scalar([a], True, present)
                    return [], "%s(%s, %s, cnt, %s);" % (fn, a, sv, bind_bound(present)[0]), \
                        ['printf("%s l f:"); r3_pd((double)(%s)); printf(" %%d\\n", cnt);' % (q, sv)]
            callees.append((CL, spans))
            callers.append((kind, uses, call))
        # ---- emit the callees (region spans in L's numbering)
        for CL, spans in callees:
            base = len(L)
            L.extend(CL)
            for (s0, s1) in spans:
                self.region_span(L, regions, base + s0)
                regions[-1] = (base + s0, base + s1)
                self.owner[-1] = (base + s0, base + s1, self.cur)
        # ---- the caller
        L.append("static void %s(int n) {" % q)
        L.append("  for (int i = 0; i < %s; i++) { %s[i] = (%s)((i * 5) %% 13 - 6); %s[i] = (%s)(i %% 4);"
                 " %s[i] = R3N - i %% 5; %s.v[i] = (%s)(i %% 6); }"
                 % (W, a, et, b, et, ln, st, et))
        L.append("  for (int i = 0; i < %s; i++) %s[i] = (%s)(i %% 7 - 3);" % (Wc, c, et))
        L.append("  for (int i = 0; i < 8; i++) %s[i] = (%s)(i + 1);" % (e, et))
        L.append("  for (int i = 0; i < R3N; i++) for (int j = 0; j < R3M; j++) { %s[i][j] = (%s)((i + 2 * j) %% 9 - 4);"
                 " %s[i][j] = (%s)((i * j) %% 5); }" % (A, et, B, et))
        L.append("  %s = %s; %s = %d; %s.s = 1; %s.n = %d; %s = 0;" % (gs, self.pick(["0", "1", "-2"]), gn,
                                                                      R.randint(0, 8), st, st, R.randint(0, 8), calls))
        for kind, uses, call in callers:
            dkind = None
            if self.chance(0.45):
                dkind = self.pick(["data", "data", "enter"]) if model == "acc" else "data"
            if not uses:
                dkind = None     # (no data of the caller's: a container's own)
            present = dkind is not None
            pre, cexpr, post = call(present)
            L.append("  {")
            L.append("    %s sv = %s; int cnt = %d, nn = n;" % (et, self.pick(["0", "1", "-3"]), R.randint(0, 2)))
            for l in pre:
                L.append("    " + l)
            ind = "    "
            closing = []
            if present:
                whole = [(u, "R3N" if u in (A, B) else Wc if u == c else W) for u in uses]
                secs = [u if u in (A, B) or self.chance(0.3) else sec(u, nn) for u, nn in whole]
                cls = ["copy(%s)" % x for x in secs]
                self.tag(q, dkind)
                if dkind == "enter":
                    self.acc_seen = True
                    L.append(ind + "#pragma acc enter data copyin(%s)" % ", ".join(secs))
                    closing = [ind + "#pragma acc exit data copyout(%s)" % ", ".join(secs)]
                else:
                    if model == "acc":
                        self.acc_seen = True
                        L.append(ind + "#pragma acc data %s" % " ".join(cls))
                    else:
                        L.append(ind + "#pragma acc data region %s" % " ".join(cls))
                    L.append(ind + "{")
                    closing = [ind + "}"]
                    ind += "  "
            L.append(ind + cexpr)
            if self.chance(0.3):
                L.append(ind + cexpr)    # twice: present data, a second partial sum
            L.extend(closing)
            for l in post:
                L.append("    " + l)
            L.append("  }")
        for arr in (a, b, c):
            L.append("  " + pa(arr[len(q) + 1:], arr, Wc if arr == c else W))
        L.append("  " + pa("e", e, "8"))
        L.append("  " + pa("A", "&%s[0][0]" % A, "R3N * R3M"))
        L.append("  r3_pai(\"%s len\", %s, %s);" % (q, ln, W))
        L.append('  printf("%s g:"); r3_pd((double)%s); r3_pd((double)%s.s); printf(" %%d %%d %%d\\n", %s, %s.n, %s);'
                 % (q, gs, st, gn, st, calls))
        L.append("}")
        return ["%s(%d);" % (q, s) for s in self.sizes(self.n)]

    # ------------------------------------------------------------ rows
    # element types of rows through pointers: (spelling, base type); None:
    # a typedef of the function's own
    ROWS_REF_CLAUSES = True
    ROWS_TYPES = [("double", "double"), ("double", "double"), ("float", "float"), ("int", "int"),
                  ("unsigned", "unsigned"), ("long", "long"), ("real", "double"), ("realf", "float"),
                  ("index_t", "int"), ("uindex_t", "unsigned"), (None, None), (None, None)]

    def f_rows(self, L, regions, q):
        """Rows through pointers (T **a, each a[i] a row): separate mallocs
        or pointers into one block (stepping evenly with or without padding,
        reversed, permuted), rows that overlap where a region writes them
        (the region falls back to the host at run time), overlapping rows
        only read, two arrays sharing their rows; a[i][j] loops (element-wise,
        columns outer, stencils across rows, dependences between rows and
        along a row, triangles, reversed reads, partial columns), row
        aliases T *r = a[i], reductions over a[i][j], a temporary the device
        creates; explicit clauses on compute constructs and data regions in
        both models (a[0:n][0:m] / a[0:n-1][0:m-1], partial columns
        c[0:n][1:m-2]), inferred sections, enter/exit data, present, update
        self/host/device of a range of rows, a row a[i] handed to a
        function whose region finds it present; the arrays local, global,
        pointer parameters (restrict or not, T *const *) or C++ T **&."""
        R = self.r
        spell, base = self.pick(self.ROWS_TYPES)
        if spell is None:
            base = self.pick(["double", "float", "int", "unsigned", "long"])
            spell = "%s_el" % q
            L.append("typedef %s %s;" % (base, spell))
        T = spell
        fl = base in ("double", "float")
        uns = base == "unsigned"
        model = self.s_model()
        rowtd = self.chance(0.2)
        if rowtd:
            L.append("typedef %s *%s_row;" % (T, q))
            PT = "%s_row *" % q
        else:
            PT = "%s **" % T
        # ---- the parts: loop nests over a (only read), b (written), c
        # (partial columns), t (a temporary written before it is read)
        kinds = ["fill", "scale", "col", "stencil", "dep", "depj", "alias", "rev", "tri", "sum", "max",
                 "partial", "tmp"]
        parts = R.sample(kinds, R.randint(2, 5))
        if "fill" in parts and self.chance(0.6):
            parts.remove("fill")
            parts.insert(0, "fill")
        # floating sums in double where they may grow past float's exact range
        ST = T if not fl or self.chance(0.5) else "double"
        red_src = "a" if (fl and ST != "double") else self.pick(["a", "b"])
        mxform = self.pick(["?:", "?:r", "if", "MAX"] + (["fmax"] if fl else []))
        K = self.pick(["2", "3", "-1"])
        half = self.pick(["* 0.5", "/ 2"])
        I = "for (int i = 0; i < n; i++)"
        J = "for (int j = 0; j < m; j++)"

        def part(k):
            """dict: lines, single (one loop nest), reads, writes, red, par
            (its outer loop independent), fill (writes all of b[0:n][0:m]
            before reading it)"""
            d = {"kind": k, "single": True, "red": None, "par": True, "fill": False}
            if k == "fill":
                d.update(lines=[I, "  " + J, "    b[i][j] = a[i][j] * %s + (%s)j;" % (K, T)],
                         reads={"a"}, writes={"b"}, fill=True)
            elif k == "scale":
                d.update(lines=[I, "  " + J, "    b[i][j] = a[i][j] * %s + b[i][j];" % K],
                         reads={"a", "b"}, writes={"b"})
            elif k == "col":
                d.update(lines=[J, "  " + I, "    b[i][j] = b[i][j] + a[i][j] * (%s)(j + 1);" % T],
                         reads={"a", "b"}, writes={"b"})
            elif k == "stencil":
                st = ("b[i][j] = (a[i - 1][j] + a[i + 1][j]) %s;" % half if fl else
                      "b[i][j] = a[i - 1][j] - a[i + 1][j] + b[i][j];")
                d.update(lines=["for (int i = 1; i < n - 1; i++)", "  " + J, "    " + st],
                         reads={"a", "b"}, writes={"b"})
            elif k == "dep":
                d.update(lines=["for (int i = 1; i < n; i++)", "  " + J, "    b[i][j] = b[i - 1][j] + a[i][j];"],
                         reads={"a", "b"}, writes={"b"}, par=False)
            elif k == "depj":
                d.update(lines=[I, "  for (int j = 1; j < m; j++)", "    b[i][j] = b[i][j - 1] - a[i][j];"],
                         reads={"a", "b"}, writes={"b"})
            elif k == "alias":
                c = self.pick(["", "const "])
                d.update(lines=[I + " {", "  %s%s *ra = a[i];" % (c, T), "  %s *rb = b[i];" % T,
                                "  " + J, "    rb[j] = ra[j] * 2 - rb[j];", "}"],
                         reads={"a", "b"}, writes={"b"})
            elif k == "rev":
                d.update(lines=[I, "  " + J, "    b[i][j] = a[n - 1 - i][m - 1 - j] + b[i][j];"],
                         reads={"a", "b"}, writes={"b"})
            elif k == "tri":
                d.update(lines=[I, "  " + J, "    if (j <= i) b[i][j] = b[i][j] * 2 + a[i][j];"],
                         reads={"a", "b"}, writes={"b"})
            elif k == "sum":
                x = "%s[i][j]" % red_src
                st = self.pick(["s += %s;" % x, "s = s + %s;" % x])
                d.update(lines=[I, "  " + J, "    " + st], reads={red_src}, writes=set(), red="+:s")
            elif k == "max":
                x = "%s[i][j]" % red_src
                st = {"?:": "mx = %s > mx ? %s : mx;" % (x, x),
                      "?:r": "mx = mx > %s ? mx : %s;" % (x, x),
                      "if": "if (%s > mx) mx = %s;" % (x, x),
                      "MAX": "mx = MAX(mx, %s);" % x,
                      "fmax": "mx = %s(mx, %s);" % ("fmaxf" if base == "float" else "fmax", x)}[mxform]
                d.update(lines=[I, "  " + J, "    " + st], reads={red_src}, writes=set(), red="max:mx")
            elif k == "partial":
                d.update(lines=[I, "  for (int j = 1; j < m - 1; j++)",
                                "    c[i][j] = c[i][j] + a[i][j - 1] + a[i][j + 1];"],
                         reads={"a", "c"}, writes={"c"})
            else:   # tmp: t written whole, then read
                d.update(lines=[I, "  " + J, "    t[i][j] = a[i][j] * 3;",
                                I, "  " + J, "    b[i][j] = b[i][j] + t[i][j];"],
                         reads={"a", "b"}, writes={"t", "b"}, single=False)
            return d

        bodies = [part(k) for k in parts]
        used = {"a", "b"}
        for b in bodies:
            used |= b["reads"] | b["writes"]
        arrs = [x for x in "abct" if x in used]
        bwritten = any("b" in b["writes"] for b in bodies)
        # ---- rows that overlap: b's rows each other's (ovl_b, a region
        # writes them: it runs on the host), b's rows a's (shared), a's
        # rows each other's (ovl_a: only read)
        overlap = self.pick(["ovl_b", "ovl_b", "shared", "ovl_a"]) if self.chance(0.15) else None
        if overlap in ("ovl_b", "shared") and not bwritten:
            overlap = None
        writes_over = overlap in ("ovl_b", "shared")
        # ---- layouts: sep (a malloc each row), block (a[i] = base + i*st,
        # st = m + pad), rev (reversed in the block), perm (permuted)
        lay = {x: self.pick(["sep", "sep", "block", "block", "rev", "perm"]) for x in arrs}
        if overlap == "ovl_b":
            lay["b"] = "ovl"
        elif overlap == "ovl_a":
            lay["a"] = "ovl"
        elif overlap == "shared":
            lay["b"] = "shared"
        # inter: the rows of two or more arrays malloc'd in one loop, so that
        # they interleave in memory (a stream of its own, so that the rest
        # of the function is as without it; DIFFTEST_R3_ROWS_INTERLEAVE=0
        # gives the programs of the campaigns before it)
        seps = [x for x in arrs if lay[x] == "sep"]
        ilp = float(os.environ.get("DIFFTEST_R3_ROWS_INTERLEAVE", "0.25"))
        if len(seps) >= 2 and random.Random(self.seed * 7907 + self.k).random() < ilp:
            for x in seps:
                lay[x] = "inter"
        pad = self.pick([0, 0, 1, 3])
        form = self.pick(["local", "local", "param", "param", "global"] + (["ref"] if self.cxx else []))
        callee = form in ("param", "ref")
        # ---- where the data lives: a data region around the regions
        # (here), around the call of the function with them (caller), or
        # none (each region's own, explicit or inferred)
        # cuacc rejects a section of a reference to a pointer in a clause
        # (T **&a: "subarray of 'a' has 2 subscripts but 'a' has only 0
        # dimensions", also T *&a[0:n]): with ROWS_REF_CLAUSES off, a
        # function of references names them in no clause
        refcl = form != "ref" or self.ROWS_REF_CLAUSES
        dloc = self.pick((["here", "here"] if refcl else []) + (["caller"] if callee else [])) \
            if self.chance(0.65) else None
        dkind = self.pick(["data", "data", "enter"]) if (dloc and model == "acc") else "data"
        tcreate = "t" in used and dloc is not None and self.chance(0.5)
        # a row handed to a function whose region finds it present (the
        # device's writes to one row of two that share memory would not be
        # the host's: not with shared rows)
        rowcall = None
        if dloc and self.chance(0.5):
            rowcall = self.pick(["sum"] if overlap == "shared" else ["sum", "scale", "both"])
        restrict = form == "param" and not writes_over and self.chance(0.4)
        constin = form == "param" and self.chance(0.25)
        cpart_only = "c" in used
        ccols = ("1", "m-2", "m-2") if cpart_only and self.chance(0.5) else None
        self.tag(q, "rows/%s/%s/%s/%s/%s" % (T if T == base else "%s=%s" % (T, base), form, model,
                                             ",".join("%s-%s" % (x, lay[x]) for x in arrs), "+".join(parts)))
        for cond, t in ((overlap, "overlap-%s" % overlap), (dloc, "%s-%s" % (dkind, dloc)),
                        (rowcall, "rowcall-%s" % rowcall), (restrict, "restrict"), (constin, "const"),
                        (rowtd, "rowtypedef"), (ccols, "c-partial-clause"), (tcreate, "t-create")):
            if cond:
                self.tag(q, t)
        state = {"tprint": not tcreate}
        names = {x: ("%s_g%s" % (q, x) if form == "global" else x) for x in arrs}
        FULLR = ("0", "n", "n-1")
        FULLC = ("0", "m", "m-1")

        def sec(x, acc, rows=FULLR, cols=None):
            """x's section: rows and cols (start, OpenACC length, PGI upper
            bound); c's columns as the clauses name them."""
            cols = cols or (ccols if x == "c" and ccols else FULLC)
            i = 1 if acc else 2
            return "%s[%s:%s][%s:%s]" % (names[x], rows[0], rows[i], cols[0], cols[i])

        def subst(line):
            if form != "global":
                return line
            return re.sub(r"\b([abct])\[", lambda mo: names[mo.group(1)] + "[", line)

        # ---- helpers: the checksums, the row functions
        acct = "double" if fl else ("unsigned long long" if uns else "long long")
        pr = "r3_pd(s);" if fl else ('printf(" %llu", s);' if uns else 'printf(" %lld", s);')
        L.append("static void %s_pr(const char *w, %sp, int lo, int hi, int cols) {" % (q, PT))
        L.append('  printf("%s %%s:", w);' % q)
        L.append("  for (int i = lo; i < hi; i++) { %s s = 0; for (int j = 0; j < cols; j++)"
                 " s += (%s)p[i][j] * (j %% 5 + 1); %s }" % (acct, acct, pr))
        L.append('  printf("\\n");')
        L.append("}")
        L.append("static void %s_pb(const char *w, const %s *p, long len) {" % (q, T))
        L.append("  %s s = 0;" % acct)
        L.append("  for (long k = 0; k < len; k++) s += (%s)p[k] * (k %% 7 + 1);" % acct)
        L.append('  printf("%s %%s:", w); %s printf("\\n");' % (q, pr))
        L.append("}")

        def pscalar(v):
            if fl:
                return "r3_pd((double)%s);" % v
            return ('printf(" %%llu", (unsigned long long)%s);' % v if uns else
                    'printf(" %%lld", (long long)%s);' % v)
        rst = "double" if fl else acct
        if rowcall:
            if model == "acc":
                self.acc_seen = True
            if rowcall in ("sum", "both"):
                L.append("static %s %s_rsum(%s *r, int m) {" % (rst, q, T))
                L.append("  %s s = 0;" % rst)
                start = len(L) + 1
                body = ["for (int j = 0; j < m; j++)", "  s += r[j];"]
                if model == "acc":
                    self.acc_loop(L, "  ", self.pick(["parallel loop", "kernels loop"]), " present(r[0:m])",
                                  "+:s", body)
                else:
                    L.append("  #pragma acc region" + self.pick(["", " for"]))
                    L += ["  " + l for l in body]
                self.region_span(L, regions, start)
                L.append("  return s;")
                L.append("}")
            if rowcall in ("scale", "both"):
                L.append("static void %s_rscale(%s *r, int m, int i) {" % (q, T))
                start = len(L) + 1
                body = ["for (int j = 0; j < m; j++)", "  r[j] = r[j] * 2 + (%s)(i %% 3);" % T]
                if model == "acc":
                    self.acc_loop(L, "  ", self.pick(["parallel loop", "kernels loop"]), " present(r[0:m])",
                                  None, body)
                else:
                    L.append("  #pragma acc region" + self.pick(["", " for"]))
                    L += ["  " + l for l in body]
                self.region_span(L, regions, start)
                L.append("}")
        if form == "global":
            for x in arrs:
                L.append("static %s%s;" % (PT, names[x]))

        def data_open(ind):
            """Opens the data region (or enter data): returns its closing
            lines and the indentation inside."""
            cl = []
            for x in arrs:
                if x == "a":
                    c = "copyin"
                elif x == "t" and tcreate:
                    c = "create"
                elif (x == "b" and bodies[0]["fill"]) or x == "t":
                    c = self.pick(["copyout", "copy"])
                else:
                    c = "copy"
                cl.append((c, x))
            R.shuffle(cl)
            if dkind == "enter":
                self.acc_seen = True
                L.append(ind + "#pragma acc enter data %s" % " ".join(
                    "%s(%s)" % ("create" if c in ("create", "copyout") else "copyin", sec(x, True))
                    for c, x in cl))
                outs = [x for c, x in cl if c in ("copy", "copyout")]
                dels = [x for c, x in cl if c not in ("copy", "copyout")]
                ex = []
                if outs:
                    ex.append("copyout(%s)" % ", ".join(sec(x, True) for x in outs))
                if dels:
                    ex.append("delete(%s)" % ", ".join(sec(x, True) for x in dels))
                return [ind + "#pragma acc exit data " + " ".join(ex)], ind
            if model == "acc":
                self.acc_seen = True
                L.append(ind + "#pragma acc data " + " ".join("%s(%s)" % (c, sec(x, True)) for c, x in cl))
                L.append(ind + "{")
            else:
                L.extend(self.data_open(L, ind, " ".join(
                    "%s(%s)" % ("local" if c == "create" else c, sec(x, False)) for c, x in cl)))
            return [ind + "}"], ind + "  "

        def update_lines(ind):
            """update self/host of the upper half of b's rows (printed);
            perhaps a host change of them and update device."""
            acc = self.acc_seen
            s = sec("b", acc, rows=("n/2", "n-n/2", "n-1"))
            L.append(ind + "#pragma acc update %s(%s)" % ("self" if acc else "host", s))
            L.append(ind + '%s_pr("b upd", %s, n / 2, n, m);' % (q, names["b"]))
            if self.chance(0.5):
                L.append(ind + "for (int i = n / 2; i < n; i++) for (int j = 0; j < m; j++) %s[i][j] = %s[i][j] + 1;"
                         % (names["b"], names["b"]))
                L.append(ind + "#pragma acc update device(%s)" % s)
                self.tag(q, "update-device")
            else:
                self.tag(q, "update")

        def rowcall_lines(ind):
            if rowcall in ("scale", "both"):
                L.append(ind + "for (int i = 0; i < n; i++) %s_rscale(%s[i], m, i);" % (q, names["b"]))
            if rowcall in ("sum", "both"):
                L.append(ind + "for (int i = 0; i < n; i++) tot += %s_rsum(%s[i], m);" % (q, names["b"]))

        groups = self.group(bodies)
        upd = dloc is not None and self.chance(0.6)
        after = {}   # group index -> host code after it in the data region
        if dloc == "here":
            if upd:
                after.setdefault(R.randrange(len(groups)), []).append(update_lines)
            if rowcall:
                after.setdefault(R.randrange(len(groups)), []).append(rowcall_lines)

        def emit_regions(ind, in_data):
            for gi, g in enumerate(groups):
                gu, gw = set(), set()
                for b in g:
                    gu |= b["reads"] | b["writes"]
                    gw |= b["writes"]
                gx = [x for x in arrs if x in gu]
                cl = ""
                if not refcl:
                    pass
                elif in_data and model == "acc" and self.chance(0.5):
                    cl = " present(%s)" % ", ".join(sec(x, True) for x in gx)
                    self.tag(q, "present")
                elif not in_data and self.chance(0.45):
                    items = []
                    for x in gx:
                        if x != "c" and self.chance(0.25):
                            continue
                        if x not in gw:
                            c = "copyin"
                        elif x == "b" and g[0]["fill"]:
                            c = self.pick(["copyout", "copy"])
                        elif x == "t":
                            # tmp writes t whole before reading it
                            c = self.pick(["create", "copy"])
                            if c == "create":
                                state["tprint"] = False
                                c = "create" if model == "acc" else "local"
                        else:
                            c = "copy"
                        items.append("%s(%s)" % (c, sec(x, model == "acc")))
                    if items:
                        cl = " " + " ".join(items)
                        self.tag(q, "clauses")
                start = len(L) + 1
                if model == "acc":
                    self.acc_seen = True
                    if len(g) == 1 and g[0]["single"]:
                        # 'parallel' asserts the loop independent: not where
                        # rows that may share memory are written
                        par = g[0]["par"] and not (writes_over and "b" in gw)
                        ctor = self.pick(["parallel loop", "kernels loop"]) if par else "kernels loop"
                        self.acc_loop(L, ind, ctor, cl, g[0]["red"], [subst(l) for l in g[0]["lines"]])
                    else:
                        L.append(ind + "#pragma acc kernels" + cl)
                        L.append(ind + "{")
                        for b in g:
                            L.extend(ind + "  " + subst(l) for l in b["lines"])
                        L.append(ind + "}")
                else:
                    if len(g) == 1 and g[0]["single"]:
                        L.append(ind + "#pragma acc region" + self.pick(["", " for"]) + cl)
                        L.extend(ind + subst(l) for l in g[0]["lines"])
                    else:
                        L.append(ind + "#pragma acc region" + cl)
                        L.append(ind + "{")
                        for b in g:
                            L.extend(ind + "  " + subst(l) for l in b["lines"])
                        L.append(ind + "}")
                self.region_span(L, regions, start)
                for f in after.get(gi, []):
                    f(ind)

        has_red = any(b["red"] for b in bodies)

        def region_function_body():
            """The regions with their reductions (and the data region when
            it is here)."""
            if has_red:
                L.append("  %s s = 0; %s mx = %s;" % (ST, T, "0" if uns else "-1000"))
            if dloc == "here" and rowcall:
                L.append("  %s tot = 0;" % rst)
            ind = "  "
            closing = []
            if dloc == "here":
                closing, ind = data_open("  ")
            emit_regions(ind, dloc is not None)
            L.extend(closing)
            if has_red:
                L.append('  printf("%s s mx:"); %s %s printf("\\n");' % (q, pscalar("s"), pscalar("mx")))
            if dloc == "here" and rowcall:
                L.append('  printf("%s tot:"); %s printf("\\n");' % (q, pscalar("tot")))

        if callee:
            ps = []
            for x in arrs:
                if form == "ref":
                    ps.append("%s&%s" % (PT, x))
                elif x == "a" and constin:
                    ps.append("%s *const *%s" % (T, x) if not rowtd else "const %s_row *%s" % (q, x))
                else:
                    ps.append("%s%s%s" % (PT, ("__restrict__ " if self.cxx else "restrict ") if restrict else "", x))
            L.append("static void %s_k(%s, int n, int m) {" % (q, ", ".join(ps)))
            region_function_body()
            L.append("}")
        # ---- the function that allocates the rows
        L.append("static void %s(int n, int m) {" % q)
        L.append("  int st = m + %d, ost = m / 2;" % pad)
        c1, c2 = self.pick([3, 5, 7]), self.pick([1, 2, 3])
        init = {"a": "(%s)((i * %d + j * %d) %% 11 - 5)" % (T, c1, c2),
                "b": "(%s)((i + 3 * j) %% 7 - 3)" % T,
                "c": "(%s)((i * j) %% 5)" % T,
                "t": "(%s)-1" % T}
        blen = "(size_t)R3N * (R3M + 3)"
        decl = "" if form == "global" else PT
        inter = [x for x in arrs if lay[x] == "inter"]
        for x in arrs:
            X = names[x]
            ly = lay[x]
            if ly == "inter":
                if x != inter[0]:
                    continue
                for y in inter:
                    L.append("  %s%s = (%s)malloc(R3N * sizeof(%s *));" % (decl, names[y], PT, T))
                L.append("  for (int i = 0; i < R3N; i++) {")
                for y in inter:
                    L.append("    %s[i] = (%s *)malloc(R3M * sizeof(%s));" % (names[y], T, T))
                L.append("    for (int j = 0; j < R3M; j++) { %s }" % " ".join(
                    "%s[i][j] = %s;" % (names[y], init[y]) for y in inter))
                L.append("  }")
                continue
            L.append("  %s%s = (%s)malloc(R3N * sizeof(%s *));" % (decl, X, PT, T))
            if ly == "shared":
                L.append("  for (int i = 0; i < R3N; i++) %s[i] = %s[i];" % (X, names["a"]))
                continue
            if ly == "sep":
                L.append("  for (int i = 0; i < R3N; i++) {")
                L.append("    %s[i] = (%s *)malloc(R3M * sizeof(%s));" % (X, T, T))
                L.append("    for (int j = 0; j < R3M; j++) %s[i][j] = %s;" % (X, init[x]))
                L.append("  }")
                continue
            L.append("  %s *%s_blk = (%s *)malloc(%s * sizeof(%s));" % (T, x, T, blen, T))
            L.append("  for (size_t k = 0; k < %s; k++) %s_blk[k] = (%s)(k %% 9) - 4;" % (blen, x, T))
            where = {"block": "i * st", "rev": "(R3N - 1 - i) * st", "perm": "((i * 7) %% R3N) * st",
                     "ovl": "i * ost"}[ly].replace("%%", "%")
            L.append("  for (int i = 0; i < R3N; i++) %s[i] = %s_blk + (size_t)%s;" % (X, x, where))
            L.append("  for (int i = 0; i < R3N; i++) for (int j = 0; j < m; j++) %s[i][j] = %s;" % (X, init[x]))
        if callee:
            ind = "  "
            closing = []
            if rowcall and dloc == "caller":
                L.append("  %s tot = 0;" % rst)
            if dloc == "caller":
                closing, ind = data_open("  ")
            L.append(ind + "%s_k(%s, n, m);" % (q, ", ".join(names[x] for x in arrs)))
            if dloc == "caller":
                if upd:
                    update_lines(ind)
                if rowcall:
                    rowcall_lines(ind)
            L.extend(closing)
            if rowcall and dloc == "caller":
                L.append('  printf("%s tot:"); %s printf("\\n");' % (q, pscalar("tot")))
        else:
            region_function_body()
        # ---- what the rows hold (the whole of each allocation)
        for x in arrs:
            if x == "t" and not state["tprint"]:
                continue
            ly = lay[x]
            L.append('  %s_pr("%s", %s, 0, R3N, %s);' % (q, x, names[x], "R3M" if ly in ("sep", "inter") else "m"))
            if ly in ("block", "rev", "perm", "ovl"):
                L.append('  %s_pb("%s blk", %s_blk, %s);' % (q, x, x, blen))
        for x in arrs:
            X = names[x]
            if lay[x] in ("sep", "inter"):
                L.append("  for (int i = 0; i < R3N; i++) free(%s[i]);" % X)
            elif lay[x] != "shared":
                L.append("  free(%s_blk);" % x)
            L.append("  free(%s);" % X)
        L.append("}")
        return ["%s(%d, %d);" % (q, n, R.randint(2, self.m)) for n in self.sizes(self.n)]

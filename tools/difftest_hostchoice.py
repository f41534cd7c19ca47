"""Functions that stress the runtime's choice of the host (tools/difftest).

Since 2fbd5e7 a region, or a data region with its regions, runs on the host
where the run-time cost model estimates the host faster (cuacc_host_pays;
small trip counts), never where an item is present already; a data region
that chooses the host is not entered, and its regions then find nothing
present and choose for themselves. The data region weighs its regions'
trip counts at its own entry. The emulated device makes that choice with
CUACC_HOST_CHOICE=on (difftest's emulate-hostchoice run).

A third of every family's seeds (a random stream of their own, so the rest
of the program is the same) get 1-2 of these functions, each called with
small sizes (everything on the host) and with sizes whose work outweighs
the transfers (some regions on the device), so that one program mixes both:

  weighed   a data region whose regions (2-D, row sums, a scalar reduction,
            a triangle) it weighs at its entry; explicit and inferred
            clauses
  present   enter data before a data region and a region: the data
            present, they stay on the device while regions beside them
            that use other arrays choose the host; exit data copyout
  callee    a region in a function called alone (it chooses) and inside a
            caller's data region (its data present)
  nested    a data region inside another: the inner one may choose the
            host while its regions find the outer one's data present
  guarded   regions under if (flag) and with if() clauses inside a data
            region with an if() clause; bounds from a struct by value
  steps     a host loop around regions inside a data region (not weighed:
            the regions find their data present)

Every value is a small integer (int, & 4095; sums in unsigned): any order
of evaluation gives one answer.

  nullbound a region inside a data region, under if (p), whose bound is
            p->n (p NULL on some calls): the counts must not be evaluated
            before the program's if (a crash in every run until be5a045)

Shapes that found bugs not fixed yet are drawn only where
DIFFTEST_HC_KNOWN names them (comma-separated; 'all' for every one); none
now.
"""
import os

SHAPES = ("weighed", "present", "callee", "nested", "guarded", "steps",
          "nullbound")
KNOWN = ()

HELPERS = [
    "/* ---- host-choice functions (tools/difftest_hostchoice.py) ---- */",
    "static unsigned hc_ck(const int *p, long n) { unsigned h = 2166136261u; "
    "for (long i = 0; i < n; i++) h = (h ^ (unsigned)p[i]) * 16777619u; return h; }",
    "struct hc_dims { int n; int m; };",
]


def known():
    v = [x for x in os.environ.get("DIFFTEST_HC_KNOWN", "").split(",") if x]
    return set(KNOWN) if "all" in v else set(v)


class HFn:
    """One function (and the arrays it uses) of a drawn shape."""

    # sizes: (n, m) pairs; the large ones' work outweighs the device's
    # transfers and launches (a region over 256 x 256 runs on the device)
    SMALL = [(1, 1), (2, 3), (5, 4), (8, 8), (12, 6), (16, 16)]
    LARGE = [(256, 256), (200, 300), (300, 160), (512, 128)]

    def __init__(self, rnd, k):
        self.r = rnd
        self.k = k
        self.name = "hc%d" % k
        kn = known()
        pool = list(SHAPES) + [s for s in KNOWN if s in kn]
        self.shape = rnd.choice(pool)
        calls = [rnd.choice(self.SMALL)]
        if rnd.random() < 0.8:
            calls.append(rnd.choice(self.LARGE))
        if rnd.random() < 0.5:
            calls.append(rnd.choice(self.SMALL))
        rnd.shuffle(calls)
        self.calls = calls
        self.cap = max(n * m for n, m in calls)
        self.rcap = max(n for n, _ in calls)

    def chance(self, p):
        return self.r.random() < p

    # --------------------------------------------------------------- text
    def emit(self, L, regions):
        """Appends the function to L (regions: 1-based line spans of its
        regions); returns the calls for main."""
        self.L, self.regions = L, regions
        q = self.name
        L.append("/* %s: host choice, %s */" % (q, self.shape))
        L.append("static int %s_a[%d], %s_b[%d], %s_c[%d], %s_d[%d];" % (
            q, self.cap, q, self.cap, q, self.rcap, q, self.rcap))
        getattr(self, "s_" + self.shape)()
        out = []
        for n, m in self.calls:
            flag = self.r.choice([0, 1])
            out.append("%s(%d, %d, %d);" % (q, n, m, flag))
        return out

    def region(self, ind, pragma, body):
        """A region: the pragma line and its statement (a list of lines)."""
        start = len(self.L) + 1
        self.L.append(ind + pragma)
        self.L += [ind + b for b in body]
        self.regions.append((start, len(self.L)))

    def head(self, extra_params=""):
        q = self.name
        L = self.L
        L.append("static void %s(int n, int m, int flag%s) {" % (q, extra_params))
        L.append("  int *__restrict a = %s_a, *__restrict b = %s_b, *__restrict c = %s_c, "
                 "*__restrict d = %s_d;" % (q, q, q, q))
        L.append("  unsigned s = 0u;")
        L.append("  (void)flag;")
        L.append("  for (int i = 0; i < n * m; i++) { a[i] = (i * %d + n + %d) & 1023; "
                 "b[i] = (i * %d + m) & 511; }" % (self.r.randint(3, 97), self.k, self.r.randint(3, 97)))
        L.append("  for (int i = 0; i < n; i++) { c[i] = i & 7; d[i] = (i * 5) & 63; }")

    def tail(self):
        q = self.name
        self.L.append('  printf("%s(%%d,%%d,%%d): %%u %%u %%u %%u %%u\\n", n, m, flag, '
                      'hc_ck(a, (long)n * m), hc_ck(b, (long)n * m), hc_ck(c, n), hc_ck(d, n), s);' % q)
        self.L.append("}")
        self.L.append("")

    # region bodies (lists of lines) ---------------------------------------
    def b_2d(self, dst="b", src="a"):
        return ["for (int i = 0; i < n; i++)",
                "  for (int j = 0; j < m; j++)",
                "    %s[i * m + j] = (%s[i * m + j] + %s[i * m + j] * %d) & 4095;" % (
                    dst, dst, src, self.r.randint(2, 9))]

    def b_rows(self, dst="c", src="b"):
        return ["for (int i = 0; i < n; i++) {",
                "  int t = 0;",
                "  for (int j = 0; j < m; j++)",
                "    t += %s[i * m + j] & 255;" % src,
                "  %s[i] = t & 4095;" % dst,
                "}"]

    def b_sum(self, src="c"):
        return ["for (int i = 0; i < n; i++)",
                "  s += (unsigned)%s[i];" % src]

    def b_tri(self):
        # d[i] over c[0..i): a triangle (its in-block count where serial)
        return ["for (int i = 0; i < n; i++) {",
                "  int t = d[i];",
                "  for (int j = 0; j < i; j++)",
                "    t += c[j] & 15;",
                "  d[i] = t & 4095;",
                "}"]

    def b_1d(self, dst="a", src="b"):
        return ["for (int i = 0; i < n * m; i++)",
                "  %s[i] = (%s[i] * 3 + %s[i]) & 4095;" % (dst, dst, src)]

    def clauses(self, names):
        """Explicit data clauses (or none: inferred) for a data region."""
        cl = []
        sec = {"a": "a[0:n*m-1]", "b": "b[0:n*m-1]", "c": "c[0:n-1]", "d": "d[0:n-1]"}
        for x in names:
            cl.append("copy(%s)" % sec[x])
        return " ".join(cl)

    # shapes -------------------------------------------------------------
    def s_weighed(self):
        self.head()
        L = self.L
        L.append("  #pragma acc data region %s" % self.clauses(["a", "b", "c", "d"]))
        L.append("  {")
        self.region("    ", "#pragma acc region", self.b_2d())
        self.region("    ", "#pragma acc region", self.b_rows())
        if self.chance(0.6):
            self.region("    ", "#pragma acc region", self.b_tri())
        if self.chance(0.6):
            self.region("    ", "#pragma acc region", self.b_sum())
        L.append("  }")
        self.tail()

    def s_present(self):
        self.head()
        L = self.L
        # OpenACC's enter/exit data: [start:length]
        L.append("  #pragma acc enter data copyin(a[0:n*m])")
        L.append("  #pragma acc data region copy(b[0:n*m-1])")
        L.append("  {")
        self.region("    ", "#pragma acc region", self.b_2d("b", "a"))
        self.region("    ", "#pragma acc region", self.b_rows("c", "b"))
        L.append("  }")
        # beside the present data: c and d only (may choose the host)
        self.region("  ", "#pragma acc region", self.b_tri())
        # a present array written on the device, copied out by exit data
        self.region("  ", "#pragma acc region", self.b_1d("a", "b"))
        if self.chance(0.5):
            self.region("  ", "#pragma acc region", self.b_sum("d"))
        L.append("  #pragma acc exit data copyout(a[0:n*m])")
        self.tail()

    def s_callee(self):
        q = self.name
        L = self.L
        L.append("static void %s_in(int n, int *__restrict x, int *__restrict y) {" % q)
        self.region("  ", "#pragma acc region", [
            "for (int i = 0; i < n; i++)",
            "  y[i] = (y[i] + x[i] * 2 + 1) & 4095;"])
        L.append("}")
        self.head()
        L.append("  %s_in(n * m, a, b);" % q)
        L.append("  #pragma acc data region copy(a[0:n*m-1], b[0:n*m-1])")
        L.append("  {")
        L.append("    %s_in(n * m, a, b);" % q)
        L.append("    %s_in(n * m, b, a);" % q)
        self.region("    ", "#pragma acc region", self.b_rows("c", "a"))
        L.append("  }")
        L.append("  %s_in(n, c, d);" % q)
        self.tail()

    def s_nested(self):
        self.head()
        L = self.L
        outer, inner = ("a", "b") if self.chance(0.5) else ("b", "a")
        L.append("  #pragma acc data region %s" % self.clauses([outer]))
        L.append("  {")
        L.append("    #pragma acc data region %s" % self.clauses([inner, "c"]))
        L.append("    {")
        self.region("      ", "#pragma acc region", self.b_2d(inner, outer))
        self.region("      ", "#pragma acc region", self.b_1d(outer, inner))
        self.region("      ", "#pragma acc region", self.b_rows("c", outer))
        L.append("    }")
        if self.chance(0.5):
            self.region("    ", "#pragma acc region", self.b_2d(outer, outer))
        L.append("  }")
        self.tail()

    def s_guarded(self):
        self.head()
        L = self.L
        L.append("  struct hc_dims g = {n, m};")
        L.append("  #pragma acc data region %s if(n > %d)" % (
            self.clauses(["a", "b", "c"]), self.r.choice([1, 4, 64])))
        L.append("  {")
        self.region("    ", "#pragma acc region", [
            "for (int i = 0; i < g.n; i++)",
            "  for (int j = 0; j < g.m; j++)",
            "    b[i * g.m + j] = (b[i * g.m + j] + a[i * g.m + j]) & 4095;"])
        L.append("    if (flag) {")
        self.region("      ", "#pragma acc region", self.b_rows("c", "b"))
        L.append("    }")
        self.region("    ", "#pragma acc region if(m > %d)" % self.r.choice([1, 3, 100]),
                    self.b_1d("a", "b"))
        L.append("  }")
        self.tail()

    def s_steps(self):
        self.head()
        L = self.L
        L.append("  #pragma acc data region %s" % self.clauses(["a", "b"]))
        L.append("  {")
        L.append("    for (int t = 0; t < %d; t++) {" % self.r.randint(1, 3))
        self.region("      ", "#pragma acc region", self.b_2d("b", "a"))
        self.region("      ", "#pragma acc region", self.b_1d("a", "b"))
        L.append("    }")
        L.append("  }")
        self.region("  ", "#pragma acc region", self.b_rows("c", "a"))
        self.tail()

    def s_nullbound(self):
        # known: the data region reads p->n at its entry, outside if (p)
        self.head()
        L = self.L
        L.append("  struct hc_dims g = {n, m};")
        L.append("  const struct hc_dims *p = flag ? &g : 0;")
        L.append("  #pragma acc data region %s" % self.clauses(["a", "c"]))
        L.append("  {")
        self.region("    ", "#pragma acc region", self.b_1d("a", "a"))
        L.append("    if (p) {")
        self.region("      ", "#pragma acc region", [
            "for (int i = 0; i < p->n; i++)",
            "  c[i] = (c[i] + a[i]) & 4095;"])
        L.append("    }")
        L.append("  }")
        self.tail()


def functions(rnd, L, regions, count):
    """Appends the helpers and count functions to L (regions: their
    regions' 1-based line spans in L); returns main's calls and each
    function's (first line, last line, name, shape)."""
    L += HELPERS + [""]
    calls, owners = [], []
    for k in range(count):
        f = HFn(rnd, k + 1)
        first = len(L) + 1
        calls += f.emit(L, regions)
        owners.append((first, len(L), f.name, f.shape))
    return calls, owners

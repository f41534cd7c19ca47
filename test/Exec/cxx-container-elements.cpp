// Regions that index library containers: 'y[i] = a * x[i] + y[i]' on
// std::vectors, a class's own vector members, std::array, vectors of
// structs. operator[] is a call the kernels cannot make, so each of these
// regions ran on the host ("function/procedure calls are not supported").
// Where a region names a contiguous container only through operator[] and
// size(), its elements are the array at 'v.data()' (Directive/HostValues.h):
// sections inferred or named in data clauses as 'v[0:n]' (compute regions,
// data regions, enter/exit data, update), dependences found as for arrays
// (a prefix sum stays sequential), the same vector passed twice checked at
// run time. What stays on the host: a vector of vectors (each row is a
// block of its own), vector<bool> (no elements in memory), a region that
// grows the vector. Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=NOTIFY %s < %t.launches %}
// NOTIFY: region on host {{.*}} function=shifted {{.*}} the sections of 'x' and 'y' overlap
// MINFO-NOT: warning:
// MINFO-LABEL: axpy:
// MINFO: Generating implicit copyin(x[:(y.size())])
// MINFO: Generating implicit copy(y[:(y.size())])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: dot:
// MINFO: Generating implicit copyin(x[:n])
// MINFO: Sum reduction generated for 's'
// MINFO: Accelerator kernel generated
// MINFO-LABEL: relax:
// MINFO: Generating implicit copyin(u[:n])
// MINFO: Generating implicit copyout(v[1:n-2])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: add_pair:
// MINFO: Generating implicit copyin(s.v[:(s.u.size())])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: gather:
// MINFO: Generating copyin(in[0:n])
// MINFO: Generating implicit copyin(idx[:n])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: reverse:
// MINFO: Generating implicit copyin(b[:8])
// MINFO: Generating implicit copyout(a[:8])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: prefix:
// MINFO: Loop carried dependence of 'p' prevents parallelization
// MINFO: Accelerator serial kernel generated
// MINFO-LABEL: particles:
// MINFO: Generating implicit copy(p[:(p.size())])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: smooth:
// MINFO: Generating copy(u[0:n])
// MINFO: Generating create(w[0:n])
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// MINFO-LABEL: resident:
// MINFO: Generating present(v[0:n])
// MINFO: Accelerator kernel generated
// MINFO: Generating present(v[0:n])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: shifted:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: rows:
// MINFO: {{[Aa]}}ccelerator region ignored
// MINFO-LABEL: flags:
// MINFO: {{[Aa]}}ccelerator region ignored
// MINFO-LABEL: grows:
// MINFO: {{[Aa]}}ccelerator region ignored
// MINFO-NOT: warning:
// LAUNCHES: 30
#include <array>
#include <cstdio>
#include <vector>

static void axpy(double a, const std::vector<double> &x,
                 std::vector<double> &y) {
#pragma acc kernels loop
  for (size_t i = 0; i < y.size(); i++)
    y[i] = a * x[i] + y[i];
}

static double dot(const std::vector<float> &x, const std::vector<float> &y,
                  int n) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

struct Grid {
  int n;
  std::vector<double> u, v;
  void relax() {
#pragma acc kernels loop
    for (int i = 1; i < n - 1; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
  }
};

struct Pair {
  std::vector<double> u, v;
};

// A struct's vectors in a free function: 's.u[i]' bounded by 's.u.size()'.
static void add_pair(Pair &s) {
#pragma acc kernels
  for (size_t i = 0; i < s.u.size(); i++)
    s.u[i] += s.v[i];
}

static void gather(std::vector<double> &out, const std::vector<int> &idx,
                   const std::vector<double> &in, int n) {
#pragma acc kernels loop copyin(in[0:n])
  for (int i = 0; i < n; i++)
    out[i] = in[idx[i]];
}

static void reverse(std::array<float, 8> &a, const std::array<float, 8> &b) {
#pragma acc parallel loop
  for (int i = 0; i < 8; i++)
    a[i] = b[7 - i];
}

static void prefix(std::vector<long> &p) {
#pragma acc kernels loop
  for (size_t i = 1; i < p.size(); i++)
    p[i] += p[i - 1];
}

struct Particle {
  double x, v;
  Particle() : x(0), v(0) {}
};

static void particles(std::vector<Particle> &p, double dt) {
#pragma acc kernels loop
  for (size_t i = 0; i < p.size(); i++)
    p[i].x += p[i].v * dt;
}

static void smooth(std::vector<double> &u, std::vector<double> &w, int n,
                   int steps) {
#pragma acc data copy(u[0:n]) create(w[0:n])
  for (int s = 0; s < steps; s++) {
#pragma acc kernels loop
    for (int i = 1; i < n - 1; i++)
      w[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
#pragma acc kernels loop
    for (int i = 1; i < n - 1; i++)
      u[i] = w[i];
  }
}

static void resident(std::vector<double> &v, int n) {
#pragma acc enter data copyin(v[0:n])
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] += 1;
#pragma acc update host(v[0:n])
  std::printf("resident: %g\n", v[n - 1]);
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] *= 2;
#pragma acc exit data copyout(v[0:n])
}

// Called with the same vector twice: y[i] reads what the iteration before
// wrote (the run-time check finds the sections overlapping: the host
// runs it).
static void shifted(const std::vector<double> &x, std::vector<double> &y,
                    int n) {
#pragma acc kernels loop
  for (int i = 1; i < n; i++)
    y[i] = x[i - 1] + 1;
}

static void rows(std::vector<std::vector<double>> &m) {
#pragma acc kernels loop
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i + j;
}

static void flags(std::vector<bool> &f) {
#pragma acc kernels loop
  for (int i = 0; i < 8; i++)
    f[i] = i % 3 == 0;
}

static void grows(std::vector<int> &v, int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    if (v[i] > 2)
      v.push_back(i);
}

int main() {
  const int n = 300;
  std::vector<double> x(n), y(n);
  for (int i = 0; i < n; i++) {
    x[i] = i * 0.5;
    y[i] = 1.0 / (i + 1);
  }
  axpy(2.0, x, y);
  double cs = 0;
  for (double e : y)
    cs += e;
  std::printf("axpy %.17g\n", cs);
  std::vector<float> f(n), g(n);
  for (int i = 0; i < n; i++) {
    f[i] = i % 7;
    g[i] = i % 5 - 2;
  }
  std::printf("dot %.17g\n", dot(f, g, n));
  Grid gr{50, std::vector<double>(50), std::vector<double>(50)};
  for (int i = 0; i < 50; i++)
    gr.u[i] = i * i;
  gr.relax();
  cs = 0;
  for (double e : gr.v)
    cs += e;
  std::printf("relax %.17g\n", cs);
  Pair pr{std::vector<double>(n, 1.0), std::vector<double>(n, 2.0)};
  add_pair(pr);
  std::printf("pair %g %g\n", pr.u[0], pr.u[n - 1]);
  std::vector<int> idx(n);
  for (int i = 0; i < n; i++)
    idx[i] = (i * 37) % n;
  std::vector<double> out(n);
  gather(out, idx, x, n);
  cs = 0;
  for (double e : out)
    cs += e * e;
  std::printf("gather %.17g\n", cs);
  std::array<float, 8> a{}, b{1, 2, 3, 4, 5, 6, 7, 8};
  reverse(a, b);
  std::printf("reverse %g %g\n", a[0], a[7]);
  std::vector<long> p(20, 1);
  prefix(p);
  std::printf("prefix %ld\n", p[19]);
  std::vector<Particle> ps(40);
  for (int i = 0; i < 40; i++)
    ps[i].v = i;
  particles(ps, 0.25);
  std::printf("particles %g %g\n", ps[1].x, ps[39].x);
  std::vector<double> u(n), w(n);
  for (int i = 0; i < n; i++)
    u[i] = i % 3;
  smooth(u, w, n, 10);
  cs = 0;
  for (double e : u)
    cs += e * (e + 1);
  std::printf("smooth %.17g\n", cs);
  resident(u, n);
  std::printf("resident %.17g\n", u[n / 2]);
  std::vector<double> s(n + 1);
  for (int i = 0; i <= n; i++)
    s[i] = i;
  shifted(s, s, n);
  cs = 0;
  for (double e : s)
    cs += e * (e + 1);
  std::printf("shifted %.17g\n", cs);
  std::vector<std::vector<double>> m(4, std::vector<double>(4));
  rows(m);
  std::vector<bool> fl(8);
  flags(fl);
  std::vector<int> gv{1, 3, 5};
  grows(gv, 3);
  std::printf("rows %g flags %d %d grows %zu\n", m[3][2], (int)fl[3],
              (int)fl[4], gv.size());
  return 0;
}

// C++ classes reached through their member functions: a matrix's 'A(i, j)'
// (operator() returning 'data[i * m + j]', a reference and a const
// version), 'rows()' and 'cols()' as loop bounds, a class's own 'idx(i,
// j)' in its member function, an accessor calling another ('at2' through
// 'idx'), a class template's operator[]. Each was a call on an object the
// kernels do not make, so the region ran on the host. An accessor whose
// body returns one expression of its parameters and the object's fields is
// now that expression (Directive/MemberCalls.h): 'A(i, j)' is 'A.data[i *
// A.m + j]', read by every phase as the region's own code. What stays on
// the host, with its reason: an accessor with a statement before its
// return (no longer an internal error for an operator), one with a side
// effect, a virtual one. Found by a bug-hunting helper and covered here: a
// class whose fields are private (host code reaches 'A.data' at its
// offset: naming it was a compile error), and an accessor whose parameter
// is narrower than its argument ('unsigned char j' given 299: the
// conversion was lost, a wrong answer). Prints what the plain build
// prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO-NOT: internal error
// MINFO-LABEL: smooth:
// MINFO: Generating implicit copyin(u[1:ny*nx-2])
// MINFO: Loop is parallelizable
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
// MINFO-LABEL: fill:
// MINFO: Generating implicit copyout(A.data[:A.n*A.m])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: narrow:
// MINFO: Accelerator serial kernel generated
// MINFO-LABEL: scale:
// MINFO: Generating copyin(B.data[0:B.n*B.m])
// MINFO: Generating copy(A.data[0:A.n*A.m])
// MINFO: Loop is parallelizable
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
// MINFO-LABEL: shift:
// MINFO: Generating copy(g.p[0:n])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: twostep:
// MINFO: 'Steps::operator[]' is a non-static member function, which cuacc does not generate for the accelerator (it inlines one whose body returns one expression
// MINFO-LABEL: counted:
// MINFO: 'Counter::get' is a non-static member function
// MINFO-LABEL: virtual_get:
// MINFO: 'Shape::size' is a non-static member function
// MINFO-NOT: internal error
// LAUNCHES: 5
#include <cstdio>
#include <vector>

struct Matrix {
  int n, m;
  double *data;
  double &operator()(int i, int j) { return data[i * m + j]; }
  double operator()(int i, int j) const { return data[i * m + j]; }
  int rows() const { return n; }
  int cols() const { return m; }
};

struct Field {
  int nx, ny;
  std::vector<double> u, v;
  int idx(int i, int j) const { return j * nx + i; }
  double &at2(int i, int j) { return v[idx(i, j)]; }
  void smooth() {
#pragma acc kernels loop
    for (int j = 1; j < ny - 1; j++)
      for (int i = 1; i < nx - 1; i++)
        at2(i, j) = 0.25 * (u[idx(i - 1, j)] + u[idx(i + 1, j)] +
                            u[idx(i, j - 1)] + u[idx(i, j + 1)]);
  }
};

template <typename T> struct Grid {
  int n;
  T *p;
  T &operator[](int i) { return p[i]; }
};

struct Steps {
  float *p;
  float &operator[](int i) {
    int k = i;
    return p[k];
  }
};

struct Counter {
  int *p;
  mutable int hits;
  int get(int i) const { return p[i] + hits++; }
};

struct Shape {
  int n;
  virtual int size() const { return n; }
  virtual ~Shape() {}
};

class Private {
public:
  Private(int n, int m) : n(n), m(m), data(new double[n * m]) {}
  ~Private() { delete[] data; }
  double &operator()(int i, int j) { return data[i * m + j]; }
  int rows() const { return n; }
  int cols() const { return m; }

private:
  int n, m;
  double *data;
};

struct Narrow {
  int m;
  int *d;
  int &at(int i, int j) { return d[i * m + j]; }
  int get(short i, unsigned char j) const { return d[i * m + j]; }
};

static double fill(Private &A) {
#pragma acc kernels
  for (int i = 0; i < A.rows(); i++)
    for (int j = 0; j < A.cols(); j++)
      A(i, j) = i * 10 + j;
  double s = 0;
  for (int i = 0; i < A.rows(); i++)
    for (int j = 0; j < A.cols(); j++)
      s += A(i, j) * (j + 1);
  return s;
}

static long narrow(int n, int m) {
  int *a = new int[n * m], *b = new int[n * m];
  for (int k = 0; k < n * m; k++) {
    a[k] = k;
    b[k] = 0;
  }
  Narrow g{m, a}, h{m, b};
#pragma acc kernels copyin(g.d[0:n*m]) copy(h.d[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      h.at(i, j) = g.get(i, j);
  long s = 0;
  for (int k = 0; k < n * m; k++)
    s = s * 31 + b[k];
  delete[] a;
  delete[] b;
  return s;
}

static void scale(Matrix &A, const Matrix &B, double s) {
#pragma acc kernels loop copyin(B.data[0:B.n*B.m]) copy(A.data[0:A.n*A.m])
  for (int i = 0; i < A.rows(); i++)
    for (int j = 0; j < A.cols(); j++)
      A(i, j) = s * B(i, j) + A(i, j);
}

static void shift(Grid<float> &g, int n) {
#pragma acc kernels loop copy(g.p[0:n])
  for (int i = 0; i < n; i++)
    g[i] += i;
}

static void twostep(Steps &s, int n) {
#pragma acc kernels loop copy(s.p[0:n])
  for (int i = 0; i < n; i++)
    s[i] *= 2;
}

static void counted(Counter &c, int *out, int n) {
#pragma acc kernels loop copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = c.get(i);
}

static void virtual_get(const Shape &s, int *out) {
#pragma acc kernels loop copyout(out[0:4])
  for (int i = 0; i < 4; i++)
    out[i] = s.size() + i;
}

int main() {
  const int n = 5, m = 7;
  std::vector<double> a(n * m, 1.0), b(n * m);
  for (int i = 0; i < n * m; i++)
    b[i] = i * 0.5;
  Matrix A{n, m, a.data()}, B{n, m, b.data()};
  scale(A, B, 2.0);
  Field f{6, 5, std::vector<double>(30), std::vector<double>(30)};
  for (int i = 0; i < 30; i++)
    f.u[i] = i * i;
  f.smooth();
  std::vector<float> gp(9, 1.0f);
  Grid<float> g{9, gp.data()};
  shift(g, 9);
  Steps st{gp.data()};
  twostep(st, 9);
  int d[5] = {1, 2, 3, 4, 5}, o[5];
  Counter c{d, 0};
  counted(c, o, 5);
  Shape sh;
  sh.n = 3;
  int vo[4];
  virtual_get(sh, vo);
  double cs = 0;
  for (double e : a)
    cs += e;
  for (double e : f.v)
    cs += e;
  for (float e : gp)
    cs += e;
  Private P(4, 3);
  std::printf("%.17g %d %d %d %.17g %ld\n", cs, o[4], c.hits, vo[3],
              fill(P), narrow(4, 300));
  return 0;
}

// Data directives in templates, as C++ OpenACC code writes its helpers:
// enter/exit data and update on a 'T *p' of a function template (the
// element's size came from a helper outside the template, which printed
// 'sizeof(type-parameter-0-0)': the file did not compile), on a class
// template's member (refused: "not a member of a struct"), and in a generic
// lambda, whose compute construct runs on the host as a template's does
// (it was an internal error). A template's update called inside a data
// region counts as the update it is (no stale-copy warning). Found by a
// helper's campaign (2026-11-28). Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -lm -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: warning:
// MINFO: Accelerator region ignored: the region is in a template
#include <cstdio>
#include <cstdlib>

template <typename T> void upload(T *p, int n) {
#pragma acc enter data copyin(p[0:n])
}
template <typename T> void download(T *p, int n) {
#pragma acc exit data copyout(p[0:n])
}
template <typename T> void pull(T *p, int n) {
#pragma acc update self(p[0:n])
}

template <typename T> struct Buf {
  T *p;
  int n;
  explicit Buf(int n_) : p((T *)std::malloc(n_ * sizeof(T))), n(n_) {
    for (int i = 0; i < n; i++)
      p[i] = T(i % 10);
#pragma acc enter data copyin(p[0:n])
  }
  void sync() {
#pragma acc exit data copyout(p[0:n])
  }
};

int main() {
  const int n = 100;
  double *d = (double *)std::malloc(n * sizeof(double));
  float *f = (float *)std::malloc(n * sizeof(float));
  short *s = (short *)std::malloc(n * sizeof(short));
  for (int i = 0; i < n; i++) {
    d[i] = i;
    f[i] = -i;
    s[i] = (short)(3 * i);
  }
  upload(d, n);
  upload(f, n);
  upload(s, n);
#pragma acc parallel loop present(d[0:n], f[0:n], s[0:n])
  for (int i = 0; i < n; i++) {
    d[i] = d[i] * 2 + 1;
    f[i] = f[i] * 0.5f;
    s[i] = (short)(s[i] - 7);
  }
  download(d, n);
  download(f, n);
  download(s, n);
  std::printf("%g %g %g %g %d %d\n", d[7], d[99], f[7], f[99], s[0], s[99]);

  Buf<double> b(n);
  Buf<int> c(n);
  double *q = b.p;
  int *r = c.p;
#pragma acc parallel loop present(q[0:n], r[0:n])
  for (int i = 0; i < n; i++) {
    q[i] = q[i] * 2 + 1;
    r[i] = r[i] * 3 - 1;
  }
  b.sync();
  c.sync();
  std::printf("%g %g %d %d\n", b.p[7], b.p[99], c.p[7], c.p[99]);

  double e[n];
  for (int i = 0; i < n; i++)
    e[i] = i;
#pragma acc data copy(e)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      e[i] = e[i] * 2 + 1;
    pull(e, n);
    std::printf("mid %g\n", e[7]);
  }

  auto scale = [](auto *p, int m, double a) {
#pragma acc parallel loop copy(p[0:m])
    for (int i = 0; i < m; i++)
      p[i] = p[i] * a + 1;
  };
  auto sync = [](auto *p, int m) {
#pragma acc update self(p[0:m])
  };
  scale(e, n, 0.5);
  scale(f, n, 2.0);
#pragma acc data copy(e)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      e[i] += 10;
    sync(e, n);
    std::printf("mid %g\n", e[5]);
  }
  std::printf("%g %g %g %g\n", e[7], e[99], f[7], f[99]);
  std::free(d);
  std::free(f);
  std::free(s);
  std::free(b.p);
  std::free(c.p);
  return 0;
}

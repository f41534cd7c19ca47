// C++ loops bounded by their container, the data reached through data():
// 'for (size_t i = 0; i < v.size(); i++) pv[i] = ...'. The size() call was
// a call the kernels cannot make ("'vector::size' is a non-static member
// function") and the bound was not affine, so the loop ran on the host.
// Where the region names the container only in such calls, the host
// computes each size when the region starts and the kernels get its value
// (Directive/HostValues.h). Covered: a vector's size in a parallel loop
// with inferred sections, a reference parameter's, a pointer's (p->size()),
// a string's length, a size in a sequential inner loop (printed in the
// kernel), size() - 1, a region that also indexes the vector (v[i]:
// Exec/cxx-container-elements.cpp); and what stays on the host: a region
// that changes the container. Sizes 0 and 37.
// Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO-NOT: warning:
// MINFO-LABEL: scale:
// MINFO: Generating implicit copyout(out[:(v.size())])
// MINFO: Loop is parallelizable
// MINFO-LABEL: by_ref:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: by_pointer:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: letters:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: rows:
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
// MINFO-LABEL: qualified:
// MINFO: Generating implicit copy(out[:(table::v.size())])
// MINFO-LABEL: indexed:
// MINFO: Generating implicit copy(v[:(v.size())])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: grows:
// MINFO: Accelerator restriction: function/procedure calls are not supported
// MINFO-NOT: warning:
// LAUNCHES: 7
#include <cstdio>
#include <string>
#include <vector>

static void scale(const std::vector<double> &v, double *out) {
  const double *in = v.data();
#pragma acc kernels loop
  for (size_t i = 0; i < v.size(); i++)
    out[i] = in[i] * 2 + 1;
}

static double by_ref(std::vector<float> &w) {
  float *p = w.data();
  double s = 0;
#pragma acc parallel loop copy(p[0:w.size()]) reduction(+ : s)
  for (int i = 0; i < w.size(); i++) {
    p[i] = p[i] * 3;
    s += p[i];
  }
  return s;
}

static void by_pointer(std::vector<int> *v) {
  int *p = v->data();
#pragma acc kernels loop copy(p[0:v->size()])
  for (size_t i = 1; i < v->size(); i++)
    p[i] = p[i] + (int)i;
}

static long letters(const std::string &s) {
  const char *c = s.data();
  long n = 0;
#pragma acc kernels loop copyin(c[0:s.length()]) reduction(+ : n)
  for (size_t i = 0; i < s.length(); i++)
    n += c[i] == 'a';
  return n;
}

static void rows(std::vector<double> &m, const std::vector<int> &cols) {
  double *a = m.data();
#pragma acc kernels loop copy(a[0:m.size()])
  for (int i = 0; i < (int)(m.size() / 5); i++)
    for (size_t j = 0; j < cols.size(); j++)
      a[i * 5] += a[i * 5 + 1] * j;
}

namespace table {
std::vector<double> v(7, 1.0);
}
// The size as written: a local 'v' beside the namespace's.
static void qualified(double *out) {
  std::vector<double> v(3);
  (void)v;
#pragma acc kernels loop
  for (size_t i = 0; i < table::v.size(); i++)
    out[i] += 2;
}

static void indexed(std::vector<double> &v) {
#pragma acc kernels loop
  for (size_t i = 0; i < v.size(); i++)
    v[i] = v[i] + 1;
}

static void grows(std::vector<int> &v, int k) {
#pragma acc kernels loop
  for (size_t i = 0; i < v.size() - 1; i++)
    if (k-- > 0)
      v.push_back(1);
}

int main() {
  for (int n : {0, 37}) {
    std::vector<double> v(n), out(n + 1, -1.0);
    for (int i = 0; i < n; i++)
      v[i] = i * 0.5;
    scale(v, out.data());
    std::vector<float> w(n, 2.0f);
    double s = by_ref(w);
    std::vector<int> iv(n, 3);
    by_pointer(&iv);
    std::string str(n, 'b');
    for (int i = 0; i < n; i += 3)
      str[i] = 'a';
    long na = letters(str);
    std::vector<int> cols(5);
    std::vector<double> m(n * 5, 1.0);
    rows(m, cols);
    if (n)
      qualified(out.data());
    indexed(v);
    std::vector<int> g(3, 0);
    grows(g, 2);
    double sum = 0;
    for (int i = 0; i < n; i++)
      sum += out[i] + w[i] + iv[i] + v[i] + m[i * 5 % n];
    std::printf("n=%d: %.2f %.1f %ld %g %zu\n", n, sum, s, na, out[n],
                g.size());
  }
  return 0;
}

// An inlined accessor reaching private fields, one of them a reference:
// host code reaches a private field at its offset in the object
// (MemberVariables.h), and a reference member holds its object's address
// there, so it is read through that address (read as the field's own type,
// the region would have bounded its loop by the address's bits). Prints
// what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// MINFO: Generating implicit copy(w.data[w.ref-w.n:w.ref])
// MINFO: Accelerator kernel generated
#include <cstdio>
#include <vector>
class View {
public:
  View(std::vector<double> &v, const int &len) : n(len), data(v.data()), ref(len) {}
  double &operator()(int i) { return data[i * 1 + ref - n]; }
  int size() const { return ref; }
private:
  int n;
  double *data;
  const int &ref;
};
int main() {
  std::vector<double> v(50, 1.0);
  int len = 50;
  View w(v, len);
#pragma acc kernels loop copy(v[0:50])
  for (int i = 0; i < w.size(); i++)
    w(i) = w(i) * 2 + i;
  double s = 0; for (double e : v) s += e;
  std::printf("%g\n", s);
}

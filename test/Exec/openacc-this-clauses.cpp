// 'this' in a member function's data clauses, as NVHPC documents for C++
// classes: 'enter data copyin(this)', 'copyin(this[0:1])', 'exit data
// delete(this)', and 'this->m[lo:len]' as a section of the member m (even
// where a local of the same name hides it). Kernels reach members by value,
// so 'this' stands for the object's array members: they are made present,
// moved and released as the clause says. Also a C++ member call in a bound:
// 'copyin(vp[0:v.size()])'. The output is the plain build's.
// RUN: %clang -O2 -w -x c++ %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: FileCheck --check-prefix=OUT %s < %t.want
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Base {
  float bias[4] = {1, 2, 3, 4};
};

class Field : public Base {
public:
  int n;
  float *v;
  double coef[2] = {0.5, 0.25};

  explicit Field(int size) : n(size) {
    v = static_cast<float *>(std::malloc(n * sizeof(float)));
    for (int i = 0; i < n; i++)
      v[i] = i % 9;
#pragma acc enter data copyin(this) copyin(this->v[0:this->n])
  }

  ~Field() {
#pragma acc exit data copyout(this->v[0:n]) delete(this)
    std::printf("final: %g %g %g\n", v[0], v[1], v[n - 1]);
    std::free(v);
  }

  // The members the object brought are present: present() finds them.
  void step() {
    int v = -1; // hides the member: 'this->v' is still the member
    (void)v;
    // MINFO-LABEL: {{^}}step:
    // MINFO: Generating present(v[0:this->n])
    // MINFO-NEXT: Generating present(coef)
    // MINFO-NEXT: Generating present(bias)
    // MINFO: Accelerator kernel generated
#pragma acc parallel loop present(this->v[0:this->n], coef, bias)
    for (int i = 0; i < n; i++)
      this->v[i] = this->v[i] * coef[0] + bias[i % 4];
  }

  // The object present on the device, and changed on the host since:
  // 'update device' of a member array sends the change.
  void rescale(double c) {
    coef[1] = c;
#pragma acc update device(coef)
    // MINFO-LABEL: rescale:
    // MINFO: Accelerator kernel generated
#pragma acc parallel loop present(v[0:n])
    for (int i = 0; i < n; i++)
      v[i] = v[i] + coef[1];
  }

  // copyin(this[0:1]) on a compute construct: the object's arrays are
  // present already; the construct finds them so.
  double sum() {
    double s = 0;
    // MINFO-LABEL: sum:
    // MINFO: Generating copyin(coef)
    // MINFO-NEXT: Generating copyin(bias)
    // MINFO-NEXT: Generating present(v[0:n])
    // MINFO: Sum reduction generated for 's'
#pragma acc parallel loop copyin(this[0:1]) present(v[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++)
      s += v[i] * coef[1];
    return s;
  }
};

// An object that is not present: copy(this) moves its array members both
// ways around the construct.
struct Table {
  int t[8];
  void fill(int k) {
    // MINFO-LABEL: fill:
    // MINFO: Generating copy(t)
    // MINFO: Accelerator kernel generated
#pragma acc parallel loop copy(this)
    for (int i = 0; i < 8; i++)
      t[i] = t[i] + k * i;
  }
};

// A member call in a bound.
static double total(const std::vector<float> &v) {
  const float *vp = v.data();
  int m = (int)v.size();
  double s = 0;
  // MINFO-LABEL: total:
  // MINFO: Generating copyin(vp[0:v.size()])
  // MINFO: Sum reduction generated for 's'
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop copyin(vp[0:v.size()]) reduction(+:s)
  for (int i = 0; i < m; i++)
    s += vp[i];
  return s;
}

int main() {
  {
    Field f(1000);
    f.step();
    f.rescale(2);
    // OUT: sum: 12996
    std::printf("sum: %g\n", f.sum());
    // OUT: final: 3 4.5 6
  }
  Table tb;
  for (int i = 0; i < 8; i++)
    tb.t[i] = i;
  tb.fill(3);
  // OUT: table: 0 4 28
  std::printf("table: %d %d %d\n", tb.t[0], tb.t[1], tb.t[7]);
  std::vector<float> w(300, 0.5f);
  w[7] = 10;
  // OUT: vector: 159.5
  std::printf("vector: %g\n", total(w));
  return 0;
}

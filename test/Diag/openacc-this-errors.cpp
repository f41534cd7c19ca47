// 'this' in clauses where it means nothing cuacc can do: located errors.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

struct S {
  float a[4];
  float *p;
  int n;
  void f() {
    // expected-error@+1 {{'this' in 'copyin' names the whole object: write 'this' or 'this[0:1]'}}
#pragma acc enter data copyin(this[0:2])
    // expected-error@+1 {{'this' may not be in 'self': name the members instead ('this->a[0:n]')}}
#pragma acc update self(this)
    // expected-error@+1 {{'this' may not be in 'deviceptr': name the members instead ('this->a[0:n]')}}
#pragma acc parallel loop deviceptr(this)
    for (int i = 0; i < n; i++)
      a[i % 4] = 0;
    // expected-error@+1 {{use of undeclared identifier 'q' in 'copyin'}}
#pragma acc enter data copyin(this->q[0:n])
  }
  static void g(float *x) {
    // expected-error@+1 {{'this' in 'copyin' outside a non-static member function}}
#pragma acc enter data copyin(this)
  }
};

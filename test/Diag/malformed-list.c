// RUN: %cuacc -fsyntax-only -Xclang -verify %s

struct S { float *p; };
void f(int n, float *a, struct S s) {
  // expected-error@+1 {{expected '(' after 'copyin'}}
#pragma acc region copyin
  a[0] = 0;
  // expected-error@+1 {{'copyout' needs at least one variable}}
#pragma acc region copyout()
  a[0] = 0;
  // expected-error@+1 {{expected a variable name or subarray in 'copy' list}}
#pragma acc region copy(a[0:n-1], )
  a[0] = 0;
  // expected-error@+1 {{expected a variable name or subarray in 'copy' list}}
#pragma acc region copy(3)
  a[0] = 0;
  // expected-error@+1 {{expected ')' to close 'local('}}
#pragma acc region local(a[0:n-1]
  a[0] = 0;
  // expected-error@+1 {{expected ')' to close 'copyin('}}
#pragma acc region copyin(a b)
  a[0] = 0;
  // expected-error@+1 {{struct members cannot appear in 'copyin'}}
#pragma acc region copyin(s.p[0:n-1])
  a[0] = 0;
  // expected-error@+1 {{unsupported construct in a directive expression: assignment}}
#pragma acc region if(n = 3)
  a[0] = 0;
  // expected-error@+1 {{unsupported construct in a directive expression: increment or decrement}}
#pragma acc region copyin(a[0:n++])
  a[0] = 0;
  // expected-error@+1 {{unsupported construct in a directive expression: string literal}}
#pragma acc region if("yes")
  a[0] = 0;
  // expected-error@+1 {{expected an expression}}
#pragma acc region if()
  a[0] = 0;
  // expected-error@+1 {{expected ':'}}
#pragma acc region if(n ? 1)
  a[0] = 0;
}

// RUN: %cuacc -fsyntax-only -Xclang -verify %s

union U { float f; int i; };
struct S { float *p; union U u; unsigned bits : 3; struct { float x; } in; };
void f(int n, float *a, struct S s, struct S *ps) {
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
  // A member path is a variable of its own where it can be one.
#pragma acc region copyin(s.p[0:n-1]) copy(ps->p[0:n-1])
  a[0] = 0;
  // expected-error@+1 {{'s.q' in 'copyin': 's' (struct S) has no member named 'q'}}
#pragma acc region copyin(s.q[0:n-1])
  a[0] = 0;
  // expected-error@+1 {{'s->p' in 'copyin': 's' (struct S) has no member named 'p'}}
#pragma acc region copyin(s->p)
  a[0] = 0;
  // expected-error@+1 {{'ps.p' in 'copyin': 'ps' (struct S *) has no member named 'p'}}
#pragma acc region copyin(ps.p)
  a[0] = 0;
  // expected-error@+1 {{'s.u.f' in 'copy' cannot move as a variable: it is a union member}}
#pragma acc region copy(s.u.f)
  a[0] = 0;
  // expected-error@+1 {{'s.bits' in 'copy' cannot move as a variable: it is a bit-field}}
#pragma acc region copy(s.bits)
  a[0] = 0;
  // expected-error@+1 {{'s.in' in 'copyin' cannot move as a variable: it is of a type that is not a number, a pointer or an array}}
#pragma acc region copyin(s.in)
  a[0] = 0;
  // expected-error@+1 {{struct members cannot appear in 'private'}}
#pragma acc region for private(s.p)
  for (int i = 0; i < n; i++) a[i] = 0;
  // expected-error@+1 {{a member of an array element cannot appear in 'copyin'; name the whole array}}
#pragma acc region copyin(s.p[0:n-1].x)
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

// Names in clauses must be variables visible at the directive.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

enum { SIZE = 100 };
float g[SIZE];
void h(void);

void f(int n, float *a) {
  // expected-error@+1 {{use of undeclared identifier 'q' in 'copyin'}}
#pragma acc region copyin(q[0:n-1])
  a[0] = 0;
  // expected-error@+1 {{use of undeclared identifier 'm' in 'copyin'}}
#pragma acc region copyin(a[0:m-1])
  a[0] = 0;
  // expected-error@+1 {{use of undeclared identifier 'flag' in 'if'}}
#pragma acc region if(flag)
  a[0] = 0;
  // expected-error@+1 {{'h' in 'copy' is not a variable}}
#pragma acc region copy(h)
  a[0] = 0;
  // Declared after the directive: not visible at it.
  // expected-error@+1 {{use of undeclared identifier 'later' in 'local'}}
#pragma acc region local(later)
  a[0] = 0;
  float later[4];
  {
    float inner[8];
    inner[0] = later[0];
  }
  // Out of scope once its block is closed.
  // expected-error@+1 {{use of undeclared identifier 'inner' in 'copy'}}
#pragma acc region copy(inner)
  a[0] = 0;
  // Enumerators are fine in bounds; globals and locals in lists.
#pragma acc region copyin(g[0:SIZE-1]) copy(later)
  a[0] = g[0];
}

// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *a, float *b) {
#pragma acc region
  {
    // expected-error@+2 {{clause 'vector' appears more than once}}
    // expected-note@+1 {{previous occurrence is here}}
#pragma acc for vector(64) vector(128)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+2 {{clause 'independent' appears more than once}}
    // expected-note@+1 {{previous occurrence is here}}
#pragma acc for independent, independent
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+2 {{'t' appears more than once in 'private'}}
    // expected-note@+1 {{previous occurrence is here}}
#pragma acc for private(t, t)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
  // expected-error@+2 {{clause 'if' appears more than once}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc region if(n > 1) if(n > 2)
  a[0] = 0;
  // expected-error@+2 {{'a' appears more than once in 'copyin'}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc region copyin(a[0:1], a[4:5])
  a[0] = 0;
  // expected-error@+2 {{'b' appears more than once in 'copyin'}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc region copyin(b[0:n-1]) copyin(b[0:n-1])
  a[0] = 0;
}
float t;

// OpenACC allows several reduction clauses, one per operator; a variable
// still appears in one only.
int g(int n, int *a) {
  int s = 0, m = 0;
  // expected-warning@+1 {{mixes the PGI Accelerator model and OpenACC}}
#pragma acc parallel loop reduction(+:s) reduction(max:m) copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    s += a[i];
    m = a[i] > m ? a[i] : m;
  }
  // expected-error@+2 {{'s' appears more than once in 'reduction'}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc kernels loop reduction(+:s) reduction(max:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s + m;
}

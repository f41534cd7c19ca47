// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a) {
  // CHECK: unknown-clause.c:[[@LINE+1]]:20: error: unknown clause 'copyinn' on '#pragma acc region'
#pragma acc region copyinn(a[0:n-1]) // expected-error {{unknown clause 'copyinn' on '#pragma acc region'}}
  a[0] = 0;
#pragma acc region
  {
    // expected-error@+1 {{clause 'gang' is not allowed on '#pragma acc for'}}
#pragma acc for parallel gang
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
  // A clause of another directive is not allowed here.
  // expected-error@+1 {{clause 'vector' is not allowed on '#pragma acc region'}}
#pragma acc region vector(256)
  a[0] = 0;
  // expected-error@+1 {{clause 'copyin' is not allowed on '#pragma acc update'}}
#pragma acc update copyin(a[0:n-1])
  // expected-error@+1 {{clause 'device' is not allowed on '#pragma acc region'}}
#pragma acc region device(a[0:n-1])
  a[0] = 0;
  // expected-error@+1 {{expected a clause name}}
#pragma acc region (copyin)
  a[0] = 0;
}

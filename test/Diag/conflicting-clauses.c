// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a, float *b, float *d) {
  // CHECK: conflicting-clauses.c:[[@LINE+2]]:45: error: 'a' appears in both 'copyin' and 'copyout'; use 'copy' to move it both ways
  // CHECK: conflicting-clauses.c:[[@LINE+1]]:27: note: previous occurrence is here
#pragma acc region copyin(a[0:n-1]) copyout(a[0:n-1])
  a[0] = 0; // expected-error@-1 {{'a' appears in both 'copyin' and 'copyout'; use 'copy' to move it both ways}} expected-note@-1 {{previous occurrence is here}}
  // expected-error@+2 {{'b' appears in both 'copy' and 'local'}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc data region copy(b[0:n-1]), local(b[0:n-1])
  a[0] = 0;
  // expected-error@+2 {{'d' appears in both 'deviceptr' and 'copyin'}}
  // expected-note@+1 {{previous occurrence is here}}
#pragma acc region deviceptr(d) copyin(d[0:n-1])
  a[0] = 0;
  // updatein and updateout on one array force both transfers: allowed.
#pragma acc region updatein(a[0:n-1]) updateout(a[0:n-1])
  a[0] = 0;
#pragma acc region
  {
    // expected-error@+1 {{clause 'parallel' conflicts with 'seq'}}
#pragma acc for seq parallel
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{clause 'vector' conflicts with 'host'}}
#pragma acc for host vector(32)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+2 {{'a' appears in both 'private' and 'cache'}}
    // expected-note@+1 {{previous occurrence is here}}
#pragma acc for private(a) cache(a[0:n-1])
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
#pragma acc data region copy(a[0:n-1])
  {
    // expected-error@+2 {{'a' appears in both 'host' and 'device'}}
    // expected-note@+1 {{previous occurrence is here}}
#pragma acc update host(a[0:n-1]) device(a[0:n-1])
  }
}

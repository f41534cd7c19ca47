// Compute regions do not nest; loop directives need a region around them;
// data regions and updates belong outside compute regions.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *a) {
#pragma acc region
  {
    // expected-error@+1 {{accelerator regions cannot be nested; this region is inside the region at line 6}}
#pragma acc region
    a[0] = 0;
    // expected-error@+1 {{a data region cannot appear inside an accelerator region (the region at line 6)}}
#pragma acc data region copy(a[0:n-1])
    a[0] = 0;
    // expected-error@+1 {{'#pragma acc update' cannot appear inside an accelerator region (the region at line 6)}}
#pragma acc update host(a[0:n-1])
  }
  // Two regions on one statement nest too.
#pragma acc region
  // expected-error@+1 {{accelerator regions cannot be nested; this region is inside the region at line 18}}
#pragma acc region
  a[0] = 0;
  // expected-error@+1 {{'#pragma acc for' must appear inside an accelerator region}}
#pragma acc for parallel
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  {
    // expected-error@+1 {{'#pragma acc for' must appear inside an accelerator region}}
#pragma acc for
    for (int i = 0; i < n; ++i) a[i] = 0; // expected-warning {{host code writes 'a'}}
  }
#pragma acc region
  {
#pragma acc for parallel
    // expected-error@+1 {{this loop already has a '#pragma acc for' directive at line 34}}
#pragma acc for vector(32)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
#pragma acc region for
  // expected-error@+1 {{this loop already has a '#pragma acc region for' directive at line 39}}
#pragma acc for vector(32)
  for (int i = 0; i < n; ++i) a[i] = 0;
}

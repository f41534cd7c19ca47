// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck --strict-whitespace %s

void f(int n, float *a) {
  // expected-error@+4 {{unknown accelerator directive 'kernels'; expected region, region for, data region, for or update}}
  // CHECK: unknown-directive.c:[[@LINE+3]]:13: error: unknown accelerator directive 'kernels'
  // CHECK-NEXT: {{^ +[0-9]+ \| }}#pragma acc kernels{{$}}
  // CHECK-NEXT: {{^ +\| }}            ^{{$}}
#pragma acc kernels
  a[0] = 0;
  // expected-error@+1 {{unknown accelerator directive 'regoin'}}
#pragma acc regoin
  a[0] = 0;
  // expected-error@+1 {{expected an accelerator directive}}
#pragma acc
  a[0] = 0;
  // expected-error@+1 {{expected an accelerator directive}}
#pragma acc (region)
  a[0] = 0;
  // expected-error@+1 {{expected 'region' after 'data'}}
#pragma acc data copyin(a[0:n-1])
  a[0] = 0;
}
// expected-error@+1 {{unknown accelerator directive 'kernels'}}
#pragma acc kernels

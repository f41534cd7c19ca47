// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck --strict-whitespace %s

void f(int n, float *a) {
  // expected-error@+4 {{unknown accelerator directive 'kernals'; expected region, region for, data region, for or update (PGI), or kernels, parallel, serial, loop, data, enter data, exit data or update (OpenACC)}}
  // CHECK: unknown-directive.c:[[@LINE+3]]:13: error: unknown accelerator directive 'kernals'
  // CHECK-NEXT: {{^ +[0-9]+ \| }}#pragma acc kernals{{$}}
  // CHECK-NEXT: {{^ +\| }}            ^{{$}}
#pragma acc kernals
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
  // OpenACC's cache directive is a hint cuacc ignores.
  // expected-warning@+1 {{cuacc ignores '#pragma acc cache', a hint: the loop reads these elements from device memory}}
#pragma acc cache(a[0:2])
  a[0] += 1;
}
// expected-error@+1 {{unknown accelerator directive 'kernals'}}
#pragma acc kernals

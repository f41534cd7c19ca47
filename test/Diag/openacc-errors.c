// Mistakes in OpenACC directives: each a located error.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

float g[8];
float *gp;
// expected-error@+1 {{'present' is not allowed on a 'declare' outside a function; use copyin, create or device_resident}}
#pragma acc declare present(g)
// expected-error@+1 {{'later' in a 'declare' outside a function must be a variable of the file}}
#pragma acc declare create(later)
// expected-warning@+1 {{'gp' in 'declare' is a pointer: what it points to is not known when the program starts, so the regions that use it move its data}}
#pragma acc declare create(g, gp)
float later[8];

void f(int n, float *a, float *b) {
  // 'set' that picks a device is not done: said, not silent.
  // expected-warning@+1 {{cuacc ignores 'device_num' in '#pragma acc set': the current device stays as it is (call acc_set_device_num or acc_set_device_type to change it)}}
#pragma acc set device_num(1)
  // expected-warning@+1 {{cuacc ignores 'device_type' in '#pragma acc set'}}
#pragma acc set default_async(2) device_type(nvidia)
#pragma acc set default_async(2)
  // expected-error@+1 {{clause 'local' is not allowed on '#pragma acc kernels'}}
#pragma acc kernels local(a[0:n])
  a[0] = 0;
  // expected-error@+1 {{clause 'gang' is not allowed on '#pragma acc kernels'}}
#pragma acc kernels gang
  a[0] = 0;
  // expected-error@+1 {{expected a reduction operator (+, *, max, min, &, |, ^, &&, ||) before 'sum'}}
#pragma acc parallel loop reduction(sum:b)
  for (int i = 0; i < n; i++)
    a[i] = 0;
  // expected-error@+1 {{subarray of 'a' has negative length -2}}
#pragma acc data copy(a[0:-2])
  a[0] = 0;
  // expected-error@+1 {{'#pragma acc enter data' needs a data clause}}
#pragma acc enter data if(n > 0)
  // expected-error@+1 {{'#pragma acc update' needs a 'host(list)' or 'device(list)' clause}}
#pragma acc update if_present
  // expected-error@+1 {{clause 'seq' conflicts with 'auto'}}
#pragma acc parallel loop auto seq
  for (int i = 0; i < n; i++)
    a[i] = 0;
  // expected-error@+1 {{collapse(2) needs 2 loops nested tightly, and loop 1 of them has other code beside its inner loop}}
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    for (int j = 0; j < n; j++)
      b[j] = 0;
  }
  // expected-error@+1 {{'default' takes 'none' or 'present'}}
#pragma acc kernels default(shared)
  a[0] = 0;
  // expected-error@+1 {{clause 'if' is not allowed on '#pragma acc declare'}}
#pragma acc declare create(a[0:n]) if(n > 2)
  a[0] = 0;
  // expected-error@+1 {{'#pragma acc declare' needs a data clause}}
#pragma acc declare
  a[0] = 0;
#pragma acc kernels
  {
    // expected-error@+1 {{'#pragma acc enter data' cannot appear inside an accelerator region (the region at line 58)}}
#pragma acc enter data copyin(a[0:n])
    a[0] = 1;
  }
  // host_data names arrays and pointers, whole.
  // expected-error@+1 {{'n' in 'use_device' must be an array or a pointer, named without a section}}
#pragma acc host_data use_device(n)
  a[0] = 2;
  // expected-error@+1 {{'a' in 'use_device' must be an array or a pointer, named without a section}}
#pragma acc host_data use_device(a[0:n])
  a[0] = 2;
  // expected-error@+1 {{'#pragma acc host_data' needs a data clause}}
#pragma acc host_data if_present
  a[0] = 2;
}

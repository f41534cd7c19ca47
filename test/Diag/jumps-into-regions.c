// A goto or a switch that lands inside a data region or a region from
// outside it would skip the entry (allocation, copy-in): an error at the
// jump, and nothing about code cuacc inserted.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -c -o /dev/null %s 2>&1 | FileCheck --implicit-check-not=error: %s
// CHECK: jumps-into-regions.c:12:13: error: this goto jumps into the data region at line 13, past its entry; a data region is entered at its start
// CHECK: jumps-into-regions.c:24:3: error: this switch jumps into the region at line 26, past its entry; a region is entered at its start
// CHECK: 2 errors generated.

void into_data(float *restrict a, int n, int skip) {
  // expected-error@+1 {{this goto jumps into the data region at line 13, past its entry; a data region is entered at its start}}
  if (skip) goto inside;
#pragma acc data region copy(a[0:n-1])
  {
inside:
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}

void into_region(float *restrict a, int n, int k) {
  // expected-error@+1 {{this switch jumps into the region at line 26, past its entry; a region is entered at its start}}
  switch (k) {
  case 0:
#pragma acc region
    {
    case 1:
      for (int i = 0; i < n; i++)
        a[i] += 1;
    }
  }
}

// Jumps that stay inside, or go round, are fine.
void fine(float *restrict a, int n, int skip) {
  if (skip) goto after;
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) {
      switch (i % 2) {
      case 0:
        a[i] += 1;
        break;
      default:
        a[i] -= 1;
      }
    }
  }
after:
  return;
}

// Empty sections (n = 0 in 'y[0:n-1]') are valid everywhere and move
// nothing: in data regions, updates (host and device), a region's own
// clauses, inferred sections and nested data regions. An update of an empty
// section used to stop the program ("'y' in '#pragma acc update' is not
// present on the device"): its lookup found nothing present for no bytes.
// Each function runs with n = 0, 1 and a larger n.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>

static float X[8], Y[8], Z[8];

static void reset(void) {
  for (int i = 0; i < 8; i++) {
    X[i] = (float)i + 1;
    Y[i] = 10.0f * (float)i;
    Z[i] = -1;
  }
}

static void show(const char *What, int n) {
  printf("%s(%d):", What, n);
  for (int i = 0; i < 8; i++)
    printf(" %g/%g/%g", X[i], Y[i], Z[i]);
  printf("\n");
}

// The program: a data region, a region, then updates both ways of
// the data region's (possibly empty) section.
static void updates(int n) {
  int i;
  reset();
#pragma acc data region copyin(X[0:n-1]) copy(Y[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      Y[i] = 2 * X[i] + Y[i];
#pragma acc update host(Y[0:n-1])
    for (i = 0; i < n; i++)
      Y[i] += 1;
#pragma acc update device(Y[0:n-1])
#pragma acc region
    for (i = 0; i < n; i++)
      Y[i] = Y[i] * 2;
  }
  show("updates", n);
}

// An empty section of an array that is present (and one past its end):
// nothing moves, nothing is looked up.
static void empty_of_present(int n) {
  int i, end = 8;
  reset();
#pragma acc data region copy(Y[0:7])
  {
#pragma acc region
    for (i = 0; i < 8; i++)
      Y[i] = Y[i] + 1;
#pragma acc update host(Y[0:n-1])
#pragma acc update host(Y[end:end-1])
    for (i = 0; i < n; i++)
      Z[i] = Y[i];
#pragma acc update device(Y[n:n-1])
  }
  show("empty_of_present", n);
}

// Nested data regions, the inner one's sections empty or not, and a region
// with its own clauses.
static void nested(int n, int m) {
  int i;
  reset();
#pragma acc data region copy(Y[0:n-1])
  {
#pragma acc data region copyin(X[0:m-1]) copyout(Z[0:m-1])
    {
#pragma acc region copyin(X[0:m-1]) copyout(Z[0:m-1])
      for (i = 0; i < m; i++)
        Z[i] = X[i] * 3;
#pragma acc region
      for (i = 0; i < n; i++)
        Y[i] = Y[i] - 5;
    }
  }
  printf("m=%d ", m);
  show("nested", n);
}

// A region alone over n elements: inferred sections, empty for n = 0.
static void inferred(int n) {
  int i;
  reset();
#pragma acc region
  {
    for (i = 0; i < n; i++)
      Z[i] = X[i] + Y[n - 1 - i];
  }
  show("inferred", n);
}

int main(void) {
  int sizes[] = {0, 1, 5};
  for (int k = 0; k < 3; k++) {
    int n = sizes[k];
    updates(n);
    empty_of_present(n);
    nested(n, n);
    nested(n, 0);
    nested(0, n);
    inferred(n);
  }
  return 0;
}

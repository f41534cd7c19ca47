// A data region's copyout moves its whole section back at the exit: device
// memory wherever no region wrote. The plain program leaves those elements
// as they were (and a region that reads the array first reads the host's
// values), so the section is copied in too unless the first thing the data
// region runs that can touch the array is a region that writes every
// element of the section before reading any. Found by a random test: a
// copyout(b[0:9]) around a loop over b[0:n-1] gave back the emulator's
// poison in b[n..9], and at n = 0 the region's read of b[0] read it too.
// Prints what the plain build prints, at sizes 0 to 3. The alias cases
// (alias_read, bound_through_pointer, shadowed, shadowed_in_region) were
// found by a random test of the first version of the rule: each kept the
// copyout and gave back the emulator's poison.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: wider:
// MINFO: Copying b[0:9] in too: no region provably writes all of the data region's copyout section
// MINFO-NEXT: Generating copy(b[0:9])
// MINFO-LABEL: exact:
// MINFO-NOT: Copying
// MINFO: Generating copyout(b[0:n-1])
// MINFO-LABEL: exact2d:
// MINFO-NOT: Copying
// MINFO: Generating copyout(m[0:n-1][0:n-1])
// MINFO-LABEL: openacc:
// MINFO-NOT: Copying
// MINFO: Generating copyout(b[0:n])
// MINFO-LABEL: declared_first:
// MINFO-NOT: Copying
// MINFO: Generating copyout(b[0:n-1])
// MINFO-LABEL: read_first:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: host_write_other:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: call_first:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: bound_changed:
// MINFO: Copying b[0:len-1] in too
// MINFO-LABEL: update_first:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: steps:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: guarded:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: alias_read:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: bound_through_pointer:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: shadowed:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: shadowed_in_region:
// MINFO: Data region kept on the host
// MINFO-LABEL: other_region_first:
// MINFO-NOT: Copying
// MINFO: Generating copyout(b[0:n-1])
// MINFO-LABEL: timer_first:
// MINFO-NOT: Copying
// MINFO: Generating copyout(b[0:n-1])
// MINFO-LABEL: library_sets_bound:
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: zero:
// MINFO-NOT: Copying
// MINFO: Generating copyout(zero:b[0:4])
#include <stdio.h>
#include <time.h>
#define N 16
static long b[N], c[N], m[N][N];

static void reset(void) {
  for (int k = 0; k < N; k++) {
    b[k] = 1000 + k;
    c[k] = k;
    for (int j = 0; j < N; j++)
      m[k][j] = 7;
  }
}

static void show(const char *what, int n, long s) {
  long sum = 0;
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      sum += m[k][j] * (k + 2 * j + 1);
  printf("%s n=%d s=%ld b:", what, n, s);
  for (int k = 0; k < 11; k++)
    printf(" %ld", b[k]);
  printf(" m:%ld\n", sum);
}

/* The section is wider than what the loop writes. */
static long wider(int n) {
  long s = 0;
#pragma acc data region copyout(b[0:9])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] * 2 + 1;
      s = b[0];
    }
  }
  return s;
}

/* The loop writes the whole section (empty at n = 0), and reads after it. */
static long exact(int n) {
  long s = 0;
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] * 2 + 1;
      for (int i = 0; i < n; i++)
        s += b[i];
    }
  }
  return s;
}

static long exact2d(int n) {
#pragma acc data region copyout(m[0:n-1][0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          m[i][j] = i * 3 + j;
    }
  }
  return 0;
}

static long openacc(int n) {
#pragma acc data copyout(b[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      b[i] = c[i] + 5;
  }
  return 0;
}

static long declared_first(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
    int k = 3;
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] * k;
    }
  }
  return 0;
}

/* The region reads b[i+1] before the loop writes it. */
static long read_first(int n) {
  long s = 0;
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      if (n > 1)
        s = b[1];
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return s;
}

/* Host code before the region that touches neither b nor n: only
   declarations of scalars may come first (a store could reach b or n
   through an alias). */
static long host_write_other(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
    if (n > 0)
      c[0] = 77;
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return 0;
}

static int calls;
static void note(void) { calls++; }

/* A call before the region might touch anything. */
static long call_first(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
    note();
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 4;
    }
  }
  return calls;
}

/* The section's bound is evaluated at the data region's entry. */
static long bound_changed(int n) {
  int len = n;
#pragma acc data region copyout(b[0:len-1])
  {
    len = n / 2;
#pragma acc region
    {
      for (int i = 0; i < len; i++)
        b[i] = c[i] + 2;
    }
  }
  return 0;
}

static long update_first(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc update host(b[0:n-1])
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 3;
    }
  }
  return 0;
}

/* A time loop that may run no step. */
static long steps(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
    for (int t = 0; t < n - 1; t++) {
#pragma acc region
      {
        for (int i = 0; i < n; i++)
          b[i] = c[i] * t;
      }
    }
  }
  return 0;
}

static long guarded(int n) {
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        if (c[i] % 2)
          b[i] = c[i];
    }
  }
  return 0;
}

/* The first region reads b through a pointer made before the data
   region: its copyin(p[...]) finds b's device copy present. */
static long alias_read(int n) {
  long *p = b;
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        c[i] = p[i] * 2;
    }
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return c[0];
}

/* The bound changed through a pointer before the region. */
static long bound_through_pointer(int n) {
  int *pn = &n;
#pragma acc data region copyout(b[0:n-1])
  {
    *pn = n / 2;
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return n;
}

/* A declaration named like the bound: the loop runs to another n. */
static long shadowed(int n) {
  int half = n / 2;
#pragma acc data region copyout(b[0:n-1])
  {
    int n = half;
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return half;
}

/* (Not offloaded: the loop's bound changes inside the region.) */
static long shadowed_in_region(int n) {
  int half = n / 2;
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      int n = half;
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
  return half;
}

/* A region that stores to other arrays of the data region first: the
   second fills b. */
static long other_region_first(int n) {
#pragma acc data region copyin(c[0:n-1]) copyout(m[0:n-1][0:n-1], b[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          m[i][j] = c[i] + j;
    }
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = m[i][i] * 2;
    }
  }
  return 0;
}

/* A timer and a message before the region: the C library reaches only
   what it is given. */
static long timer_first(int n) {
  long s = 0;
#pragma acc data region copyout(b[0:n-1])
  {
    clock_t t0 = clock();
    s = t0 < 0;
    printf("timer_first %d\n", n);
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 6;
    }
  }
  return s;
}

/* A library call that is given the bound's address. */
static long library_sets_bound(int n) {
  char text[8];
  snprintf(text, sizeof text, "%d", n / 2);
#pragma acc data region copyout(b[0:n-1])
  {
    sscanf(text, "%d", &n);
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 7;
    }
  }
  return n;
}

/* OpenACC's zero: gives back zeros where nothing wrote (the plain
   program cannot: here the loop writes the section whole). */
static long zero(int n) {
#pragma acc data copyout(zero: b[0:4])
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; i++)
      b[i] = c[i] + 9 + n;
  }
  return 0;
}

int main(void) {
  static struct {
    const char *Name;
    long (*F)(int);
  } Tests[] = {{"wider", wider},
               {"exact", exact},
               {"exact2d", exact2d},
               {"openacc", openacc},
               {"declared_first", declared_first},
               {"read_first", read_first},
               {"host_write_other", host_write_other},
               {"call_first", call_first},
               {"bound_changed", bound_changed},
               {"update_first", update_first},
               {"steps", steps},
               {"guarded", guarded},
               {"zero", zero},
               {"alias_read", alias_read},
               {"bound_through_pointer", bound_through_pointer},
               {"shadowed", shadowed},
               {"shadowed_in_region", shadowed_in_region},
               {"other_region_first", other_region_first},
               {"timer_first", timer_first},
               {"library_sets_bound", library_sets_bound}};
  for (unsigned t = 0; t < sizeof Tests / sizeof Tests[0]; t++)
    for (int n = 0; n < 4; n++) {
      reset();
      long s = Tests[t].F(n);
      show(Tests[t].Name, n, s);
    }
  return 0;
}

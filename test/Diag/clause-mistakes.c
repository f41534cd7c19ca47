// Mistakes in clauses that used to fail at run time (a launch failure, a
// segfault at region exit, "out of device memory") or never finish
// compiling: errors at the directive, at compile time.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

struct S { int n; };
int count(void);

void too_wide(float *restrict a, int n, int m) {
#pragma acc region
  {
    // expected-error@+1 {{vector(2048) asks for 2048 threads in a thread block; a block holds at most 1024}}
#pragma acc for vector(2048)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
#pragma acc region
  {
#pragma acc for parallel vector(64)
    for (int i = 0; i < n; i++)
    // expected-error@+1 {{the vector widths of this loop and the loops around it make 4096 threads in a thread block; a block holds at most 1024}}
#pragma acc for vector(64)
      for (int j = 0; j < m; j++)
        a[i * m + j] += 1;
  }
  // Exactly one block's worth is fine.
#pragma acc region
  {
#pragma acc for parallel vector(32)
    for (int i = 0; i < n; i++)
#pragma acc for vector(32)
      for (int j = 0; j < m; j++)
        a[i * m + j] += 1;
  }
}

void const_out(const float *restrict c, float *restrict a, int n) {
  // expected-error@+1 {{'c' is const, so 'copyout' cannot copy it back to the host}}
#pragma acc region copyout(c[0:n-1])
  for (int i = 0; i < n; i++)
    a[i] = c[i];
  // expected-error@+1 {{'c' is const, so 'copy' cannot copy it back to the host}}
#pragma acc data region copy(c[0:n-1])
  {
  }
  // Reading a const array is what copyin is for.
#pragma acc region copyin(c[0:n-1])
  for (int i = 0; i < n; i++)
    a[i] = c[i];
}

void bounds(float *restrict a, int n, float x, int *q, struct S s) {
  // expected-error@+1 {{the bound 'x' of 'copy(a)' is not an integer (its type is 'float')}}
#pragma acc region copy(a[0:x])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{the bound 'count' of 'copy(a)' is not an integer (its type is 'int (void)')}}
#pragma acc region copy(a[0:count])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{the bound 'q' of 'copy(a)' is not an integer (its type is 'int *')}}
#pragma acc region copy(a[0:q])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{the bound 'n/2.0' of 'copy(a)' is not an integer (its type is 'double')}}
#pragma acc region copy(a[0:n/2.0])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // A constant is no integer either (it was said to overflow).
  // expected-error@+1 {{the bound '1.5' of 'copy(a)' is not an integer (its type is 'double')}}
#pragma acc region copy(a[0:1.5])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // Integers however they are written: through pointers, calls, casts,
  // struct members.
#pragma acc region copy(a[q[0]:*q + count() + (int)x + s.n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

void unroll(float *restrict a, int n) {
#pragma acc region
  {
    // expected-warning@+1 {{unroll(2147483647) is more than cuacc unrolls; the loop is unrolled 32 times}}
#pragma acc for unroll(2147483647)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}

// Constant bounds C cannot compute (found by the directive fuzzer: the
// folding itself overflowed).
void no_value(float *restrict a, int n) {
  // expected-error@+1 {{the bound '(-9223372036854775807-1)/-1' of 'copy(a)' has no value: it overflows, divides by zero or shifts out of range}}
#pragma acc region copy(a[0:(-9223372036854775807-1)/-1])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{the bound '9223372036854775807+9223372036854775807' of 'copy(a)' has no value}}
#pragma acc region copy(a[0:9223372036854775807+9223372036854775807])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{the bound '1<<63' of 'copy(a)' has no value}}
#pragma acc region copy(a[0:1<<63])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // expected-error@+1 {{subarray of 'a' has upper bound -1 below lower bound 0}}
#pragma acc region copy(a[0:~0>>28])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

// A preprocessor number that is not a C number (found by the directive
// fuzzer: it was printed into the rewritten file, where clang rejected it).
void not_a_number(float *restrict a, int n) {
  // expected-error@+1 {{unsupported construct in a directive expression: the number '1n'}}
#pragma acc region copy(a[0:n-1n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc region copy(a[0x0:0x10ul - 1])
  for (int i = 0; i < 16; i++)
    a[i] += 1.5e0f;
}

// static_cast in a section bound, written wrong: the message says what
// is missing, at the user's column.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *a) {
  // expected-error@+1 {{expected '(' in 'static_cast<type>(expression)'}}
#pragma acc kernels loop copy(a[0:static_cast<int>n])
  for (int i = 0; i < n; ++i)
    a[i] = 1;
  // expected-error@+1 {{expected an arithmetic type in 'static_cast<type>(expression)'}}
#pragma acc kernels loop copy(a[0:static_cast<struct S>(n)])
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}

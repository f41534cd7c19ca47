// A function template with a region, in a header: the header's text is
// rewritten, and each instantiation calls its own kernel from it.
template <typename T> void axpy(int n, T a, const T *x, T *y) {
#pragma acc kernels loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

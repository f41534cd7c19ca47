// A helper with a region, given to the compiler with -include
// (found-by-hunt-preprocessor.c).
static void scale(int n, double *x, double k) {
#pragma acc kernels copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= k;
}

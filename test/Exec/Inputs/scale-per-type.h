// Included once per element type T: its region cannot be rewritten (the
// two inclusions share the text) and runs on the host as written.
#define SCALE_CAT_(a, b) a##b
#define SCALE_CAT(a, b) SCALE_CAT_(a, b)
static void SCALE_CAT(scale_, T)(int n, T a, T *y) {
#pragma acc kernels loop present(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * y[i] + (T)1;
}

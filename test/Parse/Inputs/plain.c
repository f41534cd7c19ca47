#include <stdio.h>
static float a[1000];
float sum(int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * 2.0f;
  return s;
}
int main(void) {
  for (int i = 0; i < 1000; ++i)
    a[i] = i;
  printf("%f\n", sum(1000));
  return 0;
}

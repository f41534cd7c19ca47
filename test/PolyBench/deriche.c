// PolyBench/C 4.2.1 deriche in PGI Accelerator form: the Deriche recursive
// edge-detection filter, horizontal then vertical causal and anti-causal
// passes.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: deriche: PASS
#include "polybench.h"

#ifndef W
#define W 96
#endif
#ifndef H
#define H 80
#endif

static void kernel_deriche(int w, int h, double alpha, double imgIn[w][h],
                           double imgOut[w][h], double y1[w][h],
                           double y2[w][h]) {
  int i, j;
  double xm1, tm1, ym1, ym2;
  double xp1, xp2;
  double tp1, tp2;
  double yp1, yp2;
  double k;
  double a1, a2, a3, a4, a5, a6, a7, a8;
  double b1, b2, c1, c2;

  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) /
      (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;

#pragma acc data region copyin(imgIn[0:w-1][0:h-1]) copyout(imgOut[0:w-1][0:h-1]) local(y1[0:w-1][0:h-1], y2[0:w-1][0:h-1])
  {
#pragma acc region
    for (i = 0; i < w; i++) {
      ym1 = 0.0;
      ym2 = 0.0;
      xm1 = 0.0;
      for (j = 0; j < h; j++) {
        y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
        xm1 = imgIn[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
      }
    }

#pragma acc region
    for (i = 0; i < w; i++) {
      yp1 = 0.0;
      yp2 = 0.0;
      xp1 = 0.0;
      xp2 = 0.0;
      for (j = h - 1; j >= 0; j--) {
        y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
        xp2 = xp1;
        xp1 = imgIn[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
      }
    }

#pragma acc region
    for (i = 0; i < w; i++)
      for (j = 0; j < h; j++)
        imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);

#pragma acc region
    for (j = 0; j < h; j++) {
      tm1 = 0.0;
      ym1 = 0.0;
      ym2 = 0.0;
      for (i = 0; i < w; i++) {
        y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
        tm1 = imgOut[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
      }
    }

#pragma acc region
    for (j = 0; j < h; j++) {
      tp1 = 0.0;
      tp2 = 0.0;
      yp1 = 0.0;
      yp2 = 0.0;
      for (i = w - 1; i >= 0; i--) {
        y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
        tp2 = tp1;
        tp1 = imgOut[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
      }
    }

#pragma acc region
    for (i = 0; i < w; i++)
      for (j = 0; j < h; j++)
        imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
  }
}

static void reference_deriche(int w, int h, double alpha, double imgIn[w][h],
                              double imgOut[w][h], double y1[w][h],
                              double y2[w][h]) {
  int i, j;
  double xm1, tm1, ym1, ym2;
  double xp1, xp2;
  double tp1, tp2;
  double yp1, yp2;
  double k;
  double a1, a2, a3, a4, a5, a6, a7, a8;
  double b1, b2, c1, c2;

  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) /
      (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;

  for (i = 0; i < w; i++) {
    ym1 = 0.0;
    ym2 = 0.0;
    xm1 = 0.0;
    for (j = 0; j < h; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (i = 0; i < w; i++) {
    yp1 = 0.0;
    yp2 = 0.0;
    xp1 = 0.0;
    xp2 = 0.0;
    for (j = h - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
  for (j = 0; j < h; j++) {
    tm1 = 0.0;
    ym1 = 0.0;
    ym2 = 0.0;
    for (i = 0; i < w; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (j = 0; j < h; j++) {
    tp1 = 0.0;
    tp2 = 0.0;
    yp1 = 0.0;
    yp2 = 0.0;
    for (i = w - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}

int main(void) {
  int w = W, h = H;
  double alpha = 0.25;
  double (*imgIn)[h] = pb_alloc(sizeof(double[w][h]));
  double (*imgOut)[h] = pb_alloc(sizeof(double[w][h]));
  double (*y1)[h] = pb_alloc(sizeof(double[w][h]));
  double (*y2)[h] = pb_alloc(sizeof(double[w][h]));
  double (*imgOut_r)[h] = pb_alloc(sizeof(double[w][h]));
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgIn[i][j] = (double)((313 * i + 991 * j) % 65536) / 65535.0f;

  kernel_deriche(w, h, alpha, imgIn, imgOut, y1, y2);
  reference_deriche(w, h, alpha, imgIn, imgOut_r, y1, y2);

  pb_compare("imgOut", &imgOut[0][0], &imgOut_r[0][0], (long)w * h);
  return !pb_result("deriche", 1e-9);
}

/* One step of region-over-host-loop-as-written.c's loop, #included. */
      s = s * (real)0.5 + (real)k;
      for (unsigned i = 0; i < n; i++)
        out[i] = -out[i] * (real)0.25 + s + (real)i;

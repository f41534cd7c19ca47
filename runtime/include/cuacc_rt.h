/*===- cuacc_rt.h - the ABI between generated code and libcuaccrt --------===*
 *
 * What the cuacc plugin emits for a compute region, in order:
 *
 *   static cuacc_region R = {"j.c", "main", 32,
 *                            CUACC_CONSTRUCT_REGION << CUACC_CONSTRUCT_SHIFT, 0};
 *   static cuacc_kernel K = {&module, "main_35_gpu", 35, 0};
 *   cuacc_data d[2] = {{"a", a, sizeof(float)*n*m, 1, 0, CUACC_COPY}, ...};
 *   if (cuacc_region_enter(&R, d, 2, cond)) {       // data moved in
 *     void *args[] = {&d[0].device, ...};
 *     cuacc_launch(&R, &K, grid, block, 0, args);
 *     cuacc_region_exit(&R, d, 2);                  // data moved out
 *   } else {
 *     ...the original host code...
 *   }
 *
 * A region costs two calls plus one per kernel; descriptors are static, and
 * the runtime keeps its per-region and per-kernel state in their opaque slot,
 * so no lookup by name happens after the first use.
 *
 *===----------------------------------------------------------------------===*/
#ifndef CUACC_RT_H
#define CUACC_RT_H

/* No system header: files cuacc rewrote start with this one, and a
 * preprocessed file (-save-temps, a .i) is compiled without include paths.
 * cuacc_size_t is size_t. */
typedef __SIZE_TYPE__ cuacc_size_t;

#ifdef __cplusplus
extern "C" {
#endif

/* A device image (fatbin, cubin or PTX) embedded in one object file, and
 * the same kernels for the emulated device: a shared object built with
 * cuacc_emu.h (null when it could not be built). */
typedef struct cuacc_module {
  const void *image;
  void *state; /* runtime-owned: the loaded module; zero-initialize */
  const void *emulator_image;
  unsigned long emulator_size;
} cuacc_module;

/* A region (compute or data) at a place in the source. */
typedef struct cuacc_region {
  const char *file;
  const char *function;
  int line;
  /* Bit 0 (CUACC_DATA_CONSTRUCT): a data construct, whose data no kernel
   * wrote yet. Bits 8-15: the directive as the user named it (a
   * cuacc_construct), for profilers and the trace; 0 where the compiler did
   * not say (older objects). */
  int kind;
  void *state; /* runtime-owned: timing; zero-initialize */
} cuacc_region;

/* Objects whose descriptors set kind's construct bits refer to it, so that
 * a runtime reading kind as 0 or 1 (which would take a compute region for a
 * data region) fails to link with them instead. */
extern const int cuacc_abi_version_2;

#define CUACC_DATA_CONSTRUCT 1
#define CUACC_CONSTRUCT_SHIFT 8
enum cuacc_construct {
  CUACC_CONSTRUCT_UNKNOWN = 0,
  CUACC_CONSTRUCT_REGION,        /* PGI 'region' */
  CUACC_CONSTRUCT_REGION_FOR,    /* PGI 'region for' */
  CUACC_CONSTRUCT_DATA_REGION,   /* PGI 'data region' */
  CUACC_CONSTRUCT_KERNELS,       /* OpenACC */
  CUACC_CONSTRUCT_KERNELS_LOOP,
  CUACC_CONSTRUCT_PARALLEL,
  CUACC_CONSTRUCT_PARALLEL_LOOP,
  CUACC_CONSTRUCT_SERIAL,
  CUACC_CONSTRUCT_SERIAL_LOOP,
  CUACC_CONSTRUCT_DATA,
  CUACC_CONSTRUCT_ENTER_DATA,
  CUACC_CONSTRUCT_EXIT_DATA,
  CUACC_CONSTRUCT_UPDATE,
  CUACC_CONSTRUCT_HOST_CODE,     /* a data region's host code */
  CUACC_CONSTRUCT_RUNTIME_API    /* openacc.h's data routines */
};

/* A kernel: its module, name and the line of its outermost loop. Its code
 * in the module's images is image's where the compiler found another
 * kernel of the same code (null: its own name's). */
typedef struct cuacc_kernel {
  cuacc_module *module;
  const char *name;
  int line;
  void *state; /* runtime-owned: function handle, timing; zero-initialize */
  const char *image;
} cuacc_kernel;

/* Called before main by each object file with kernels: its module and
 * kernels, which a GPU's initialization then loads in the background, so
 * that the first region does not wait for its kernels' loading. */
void cuacc_register_module(cuacc_module *module, cuacc_kernel *const *kernels,
                           int nkernels);

enum cuacc_clause {
  CUACC_COPYIN = 1,
  CUACC_COPYOUT = 2,
  CUACC_COPY = 3,
  CUACC_LOCAL = 4,
  CUACC_UPDATEIN = 5,
  CUACC_UPDATEOUT = 6,
  CUACC_DEVICEPTR = 7,
  /* for cuacc_update */
  CUACC_UPDATE_HOST = 8,
  CUACC_UPDATE_DEVICE = 9,
  /* OpenACC */
  CUACC_PRESENT = 10, /* must be present already: a fatal error otherwise */
  CUACC_DELETE = 11   /* exit data: released without copying back */
};
/* With an update clause: an item that is not present is skipped
 * (OpenACC's if_present) instead of stopping the program. */
#define CUACC_IF_PRESENT 0x100
/* With create (CUACC_LOCAL) or copyout: device memory the item allocates
 * starts zeroed (OpenACC's 'zero:' modifier). */
#define CUACC_ZERO 0x200
/* The item is an array of row pointers ('double **a' with a[0:n][0:m]):
 * 'host' is the address of its first pointer, 'rows' how many, 'row_bytes'
 * the bytes of each row's section and 'pitch' where that section starts in
 * its row (bytes). Each row is present on its own, as if named alone; the
 * device gets a table of the rows' device addresses, which 'device' receives,
 * so a kernel indexes a[i][j] as the host code does. The table is never
 * copied back. */
#define CUACC_ROWS 0x400
/* With CUACC_PRESENT (OpenACC's no_create): an item that is not present is
 * not made present either; the kernels get its host address. */
#define CUACC_NO_CREATE 0x800

/* One data clause item. A section is 'rows' rows of 'row_bytes' bytes, the
 * first at 'host', each 'pitch' bytes after the previous (rows == 1 for a
 * contiguous section; pitch is then ignored). The device copy keeps the host
 * layout, so the kernel indexes it as the host code does; 'device' receives
 * the device address that corresponds to 'host'. */
typedef struct cuacc_data {
  const char *name;
  void *host;
  cuacc_size_t row_bytes;
  cuacc_size_t rows;
  cuacc_size_t pitch;
  int clause; /* enum cuacc_clause */
  void *device;
  /* Runtime-owned: whether this region entry made the device copy (then
   * copyout and copy move data back at exit; otherwise an enclosing data
   * region owns it). For CUACC_ROWS, the entry's serial number, which the
   * rows it made carry. */
  int created;
} cuacc_data;

/* Enters a region: selects and initializes the device on first use, makes
 * each item present (allocating and copying in as its clause says) and
 * fills in data[i].device. Returns 1 when the region is to run on the
 * device, 0 when the caller must run the host code: no device, ACC_DEVICE
 * = host, or if_cond == 0 (nothing is moved then). */
int cuacc_region_enter(cuacc_region *region, cuacc_data *data, int ndata,
                       int if_cond);
/* Enters a data region as cuacc_region_enter does; frame is the frame
 * address of the function whose statement the data region is. A data
 * region a non-local exit (longjmp) left without its end is closed first:
 * its device copies are discarded (nothing copied back, a warning on
 * stderr), so that no later entry computes on them. */
int cuacc_data_region_enter(cuacc_region *region, cuacc_data *data, int ndata,
                            int if_cond, void *frame);
/* Leaves a region entered with 1: waits for its kernels, copies out as the
 * clauses say, and releases what the region made present. */
void cuacc_region_exit(cuacc_region *region, cuacc_data *data, int ndata);

/* Launches a kernel of the region (asynchronously). args[i] points at the
 * i-th kernel argument, as for cuLaunchKernel. */
void cuacc_launch(cuacc_region *region, cuacc_kernel *kernel,
                  const unsigned grid[3], const unsigned block[3],
                  unsigned shared_bytes, void **args);

/* The same for the kernel's entry with 32-bit counters, <name>_i32, which
 * generated code launches when every loop counter fits in an int. */
void cuacc_launch_i32(cuacc_region *region, cuacc_kernel *kernel,
                      const unsigned grid[3], const unsigned block[3],
                      unsigned shared_bytes, void **args);

/* Whether the region (or data region) whose data items are data[0..n)
 * runs faster on the host: its host code then runs (the caller returns
 * without entering it, and this call says why to ACC_NOTIFY and the
 * report). A host core runs its 'work' iterations (slower where
 * 'may_alias': arrays the compiler could not tell apart); the device pays
 * the items' transfers, 'launches' kernel launches, and 'in_block'
 * iterations of serial kernels in one block. Never where an item is present already
 * (the host would move it back), nor on the emulated device unless
 * CUACC_HOST_CHOICE=on or measure; never with CUACC_HOST_CHOICE=off. */
int cuacc_host_pays(cuacc_region *region, const cuacc_data *data, int n,
                    double work, double in_block, double launches,
                    int may_alias);

/* The end of a data region whose entry asked cuacc_host_pays (either way
 * it ran): where the estimates were close, the runtime times the data
 * region's first runs each way at the same counts and then keeps the
 * faster way for them. */
void cuacc_data_region_done(cuacc_region *region);

/* How a sequential loop around parallel loops runs: as one persistent
 * kernel in one block of 'threads' threads (CUACC_PERSISTENT_BLOCK), as
 * its entry 'grid' across the whole co-resident grid (CUACC_PERSISTENT_GRID,
 * where the kernel has one), or on the host launching its kernels
 * (CUACC_PERSISTENT_HOST). 'cost' holds the counts: cost[0] runs of a
 * parallel loop (phases: a barrier each, block- or grid-wide), cost[1] their
 * iterations (in waves of the block's or the grid's threads), cost[2] the
 * host loop's kernel launches, cost[3] the runs of its serial kernels'
 * parallel loops (a block barrier each). CUACC_PERSISTENT=never, always
 * (one block) or grid overrides the choice. */
enum {
  CUACC_PERSISTENT_HOST = 0,
  CUACC_PERSISTENT_BLOCK = 1,
  CUACC_PERSISTENT_GRID = 2
};
int cuacc_persistent_choice(cuacc_region *region, const double cost[4],
                            int threads, cuacc_kernel *grid);
/* The end of the sequential loop whose way cuacc_persistent_choice chose
 * (where it was timed: CUACC_TUNE; where its host loop was captured, its
 * graph runs). */
void cuacc_persistent_done(cuacc_region *region);
/* At the start of a sequential loop's host loop whose body is launches and
 * loops only: on a GPU, from the loop's second run, its launches are
 * captured and run as one CUDA graph at cuacc_persistent_done
 * (CUACC_GRAPHS=off launches them one by one). */
void cuacc_persistent_capture(cuacc_region *region);

/* Launches a persistent kernel's grid entry cooperatively: as many blocks
 * of 'block' threads as its phases' iterations (cost as for
 * cuacc_persistent_choice) need, at most as many as the device keeps
 * resident at once. 0 where it cannot (no cooperative launch on the
 * device, not one block resident): nothing ran. */
#define CUACC_GRID_MAX_BLOCKS 1024 /* as the kernels' prelude says */
int cuacc_launch_grid(cuacc_region *region, cuacc_kernel *kernel,
                      const unsigned block[3], const double cost[4],
                      void **args);

/* Which of a tiled kernel's 'n' shapes (the largest first; 'kernel' the
 * largest's entry) runs, given each one's count of blocks ('blocks', 0
 * where the nest is thinner than its span): the largest whose blocks fill
 * the device's multiprocessors, else the smallest that applies; -1 for the
 * plain entries. Near the crossover the runtime times the shapes on the
 * first launches instead and remembers the fastest (CUACC_TUNE).
 * CUACC_TILE=n or none forces a shape or the plain entries. */
int cuacc_pick_tile(cuacc_region *region, cuacc_kernel *kernel,
                    const long *blocks, int n);

/* The threads of a persistent kernel's block: 'most' (what it was
 * compiled for), or CUACC_PERSISTENT_THREADS (a multiple of 32, at most
 * 'most'). */
int cuacc_persistent_threads(cuacc_region *region, int most);

/* A device buffer of at least 'bytes' for the kernel about to be launched
 * (every thread's copy of its private arrays of run-time size); valid until
 * the next call. Kernels run in order on one stream, so the next launch
 * may reuse it. */
void *cuacc_scratch(cuacc_region *region, cuacc_size_t bytes);

/* Fills in a data item for a section given as inclusive bounds per
 * dimension: lo[d]..hi[d], with extents[d] the length of dimension d+1
 * (ndims-1 of them; row-major). A section whose inner dimensions are whole
 * is one contiguous range; a 2-D section with partial rows is pitched; a
 * deeper one with partial inner dimensions moves whole inner rows, and a
 * copyout of it becomes a copy so that no unwritten element comes back
 * undefined. An empty section moves nothing. */
void cuacc_section(cuacc_data *d, const char *name, void *base, cuacc_size_t elem,
                   int ndims, const long *lo, const long *hi,
                   const long *extents, int clause);

/* A region's host code running while its data may be present on the
 * device: a region that is not offloaded, or one that falls back at run
 * time (if() false, overlapping pointers). The host code must see what the
 * device computed and the device what the host code wrote (PGI's 'update
 * host' before and 'update device' after, generated). vars[i] is an address
 * the host code reaches (an array, a scalar, or a pointer's value) and
 * extents[i] how many bytes from it the host code may reach (sizeof of the
 * array or scalar), or 0 when that is not known (a pointer); written[i]
 * says whether the host code may store through it. Each present block
 * sharing a byte with [vars[i], vars[i] + extents[i]) (with extents[i] 0:
 * every present block) comes to the host at entry, and goes back to the
 * device at exit when written[i]; a block made for sections moves only
 * their elements. A section need not start at the array's first element,
 * and one array may have several blocks. With 'everything', every present
 * block goes both ways (the host code calls functions that may touch any
 * data). Nothing moves when no data is present (no device, or none in use). */
typedef struct cuacc_host_scope {
  void *state; /* runtime-owned: the blocks to send back */
} cuacc_host_scope;
cuacc_host_scope cuacc_host_enter(cuacc_region *region, void *const *vars,
                                  const cuacc_size_t *extents,
                                  const unsigned char *written, int nvars,
                                  int everything);
void cuacc_host_exit(cuacc_host_scope *scope);

/* Says (ACC_NOTIFY bit 1 or 8) that a region runs on the host at run time,
 * and why. */
void cuacc_region_on_host(cuacc_region *region, const char *why);

/* Whether two items' host ranges overlap (the run-time alias check for
 * pointers the compiler could not prove distinct). An item of rows
 * (CUACC_ROWS) is its rows' sections; a and b the same item of rows: whether
 * two of its rows share a byte. */
int cuacc_sections_overlap(const cuacc_data *a, const cuacc_data *b);
/* Whether the object at host address p, of the given size, overlaps an
 * item's host range (a C++ reference to a scalar bound into an array). */
int cuacc_in_section(const void *p, cuacc_size_t bytes, const cuacc_data *d);
/* Whether two objects' host bytes overlap. */
int cuacc_objects_overlap(const void *p, cuacc_size_t p_bytes, const void *q,
                          cuacc_size_t q_bytes);

/* '#pragma acc update host(...) device(...)': items must be present (or
 * carry CUACC_IF_PRESENT). */
void cuacc_update(cuacc_region *where, cuacc_data *data, int ndata);

/* OpenACC's 'enter data': makes each item present as its clause says
 * (copyin, create as CUACC_LOCAL, present) with one more dynamic reference;
 * it stays present until an 'exit data' drops that reference. */
void cuacc_enter_data(cuacc_region *where, cuacc_data *data, int ndata,
                      int if_cond);
/* 'exit data': drops one dynamic reference of each item (every one with
 * finalize); with the last reference the device copy goes, copied back
 * first for copyout (CUACC_DELETE: never). Items not present, or held only
 * by data regions, are left as they are. */
void cuacc_exit_data(cuacc_region *where, cuacc_data *data, int ndata,
                     int if_cond, int finalize);

/* Whether [host, host+bytes) is present on the device. */
int cuacc_is_present(const void *host, cuacc_size_t bytes);
/* The device address of a present host address; NULL when it is not
 * present; the host address itself when no device is in use. */
void *cuacc_device_address(const void *host);
/* host_data use_device(name): the device address of host, which must be
 * present (with if_present, or where cond is 0: host itself when it is
 * not); host itself where regions run on the host. */
void *cuacc_use_device(cuacc_region *where, const void *host,
                       const char *name, int cond, int if_present);

/* Turns the timing report on (the program was built with
 * -fplugin-arg-cuacc-time); PGI_ACC_TIME=1 or ACC_TIME=1 also do. */
void cuacc_enable_timing(void);

/* Makes the emulated device the default (built with
 * -fplugin-arg-cuacc-emulate); ACC_DEVICE still decides when it is set. */
void cuacc_prefer_emulator(void);

/* Prints the timing report now (it is otherwise printed at exit). */
void cuacc_print_report(void);

/* Test hooks: feed the timing report without a device. Times in us. */
void cuacc_test_time_region(cuacc_region *region, double total, double init,
                            double kernels, double data);
void cuacc_test_time_kernel(cuacc_region *region, cuacc_kernel *kernel,
                            const unsigned grid[3], const unsigned block[3],
                            double us);

#ifdef __cplusplus
}
#endif

#endif

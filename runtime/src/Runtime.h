//===- Runtime.h - libcuaccrt's internal state ------------------*- C++ -*-===//
//
//   Device.cpp    options from the environment (checked), the devices and
//                 each host thread's current one, lazy device init, notify
//                 lines, accel.h
//   Memory.cpp    device pool, present table
//   Transfer.cpp  copies in and out, pageable memory through pinned staging
//   Region.cpp    the ABI of cuacc_rt.h: regions, data clauses, launches,
//                 the timing test hooks
//   HostScope.cpp a region's host code while its data is present
//   Emulator.cpp  the emulated device: memory with guard pages, kernels
//   Fault.cpp     the faults the runtime explains (emulated kernels, copies)
//   Report.cpp    the timing records and the PGI report (handed the devices'
//                 records; it calls nothing of Device.cpp)
//
// Several devices, one per host thread (issue 17): each Device has its own
// context, stream, pool, staging buffers, present table and timing records,
// and its own lock. A thread's current device is thread-local: the one
// acc_set_device_num bound it to, else ACC_DEVICE_NUM. Descriptors
// (cuacc_region, cuacc_kernel, cuacc_module) are shared by every thread:
// their state slot is filled once under a process-wide lock (stateOf) and
// holds one entry per device, touched only under that device's lock.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_RUNTIME_H
#define CUACC_RUNTIME_RUNTIME_H

#include "CudaDriver.h"
#include "Memory.h"
#include "cuacc_rt.h"
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace cuacc::rt {

/// Devices a process can use: the slots of per-device state in descriptors.
constexpr int MaxDevices = 64;

/// Settings read once from the environment.
enum class TuneMode { Auto, Off, Always };
/// CUACC_HOST_CHOICE: whether a region may run on the host where the cost
/// model says it is faster there (cuacc_host_pays): on a GPU (Auto), never
/// (Off), or on the emulated device too, priced as the GPU (On); on a GPU
/// a data region whose estimates are close is also timed both ways (Auto,
/// On), or not (Model: the estimates alone), or on the emulated device
/// too (Measure).
enum class HostChoice { Auto, Off, On, Model, Measure };

struct Options {
  unsigned Notify = 0; ///< ACC_NOTIFY / PGI_ACC_NOTIFY bitmask
  /// PGI_ACC_TIME / ACC_TIME, or built with -fplugin-arg-cuacc-time.
  std::atomic<bool> Time{false};
  /// Timing records are kept: for the report (Time) or the trace file.
  std::atomic<bool> Record{false};
  bool Synchronous = false; ///< PGI_ACC_SYNCHRONOUS: wait after each kernel
  /// ACC_DEVICE=host, or acc_set_device(host): for every thread.
  std::atomic<bool> ForceHost{false};
  /// ACC_DEVICE=emulate, or built with -fplugin-arg-cuacc-emulate and no
  /// ACC_DEVICE: kernels run on the CPU against separate device memory.
  std::atomic<bool> Emulate{false};
  bool DeviceChosen = false; ///< ACC_DEVICE was set
  bool WideCounters = false; ///< CUACC_WIDE_COUNTERS: never the _i32 entry
  /// CUACC_PERSISTENT: -1 never, 1 always (one block), 2 grid (across the
  /// grid where the kernel has that entry, else one block), 0 the cost
  /// model decides (cuacc_persistent_choice).
  int Persistent = 0;
  /// CUACC_GRAPHS: a sequential loop's host loop of launches goes to the
  /// GPU as one CUDA graph from its second run (HostGraphs.cpp).
  bool Graphs = true;
  /// CUACC_PERSISTENT_THREADS: a persistent kernel's block, when fewer
  /// than it was compiled for (0: as compiled).
  unsigned PersistentThreads = 0;
  /// ACC_DEVICE_NUM: the device of every thread that did not choose one
  /// with acc_set_device_num (-1 for a negative number, refused at use).
  int DeviceNum = 0;
  std::string DeviceNumText; ///< as the user wrote it, for messages
  /// CUACC_EMULATED_DEVICES: how many devices the emulator presents.
  int EmulatedDevices = 1;
  /// Staging: Buffers pinned buffers of StagingChunk bytes, CopyThreads
  /// threads copying (bench/NOTES.md, "Staging that does not vary": 16
  /// threads, 16 MiB, 3 buffers moved 47-51 GB/s each way in every run on
  /// the H100 machine, where 8 threads, 32 MiB and 2 buffers moved 28-45).
  size_t StagingChunk = size_t(16) << 20;
  size_t StagingThreshold = size_t(4) << 20;
  unsigned StagingBuffers = 3;
  unsigned CopyThreads = 16;
  /// CUACC_PREFAULT: how a download prepares host pages it is the first to
  /// write (bits: 1 ask for huge pages, 2 fault them in while the DMA runs).
  /// Huge pages by default: 256 MiB into fresh pages on the H100 machine
  /// (transparent huge pages on madvise) went from 9.7 to 15.3 GB/s.
  unsigned Prefault = 1;
  /// CUACC_TUNE: measure where the model cannot pick a kernel's variant
  /// and keep the choices in a file (Auto), never (Off), or measure every
  /// variant choice again, whatever the file says (Always).
  TuneMode Tune = TuneMode::Auto;
  HostChoice HostRuns = HostChoice::Auto;
  /// CUACC_PRELOAD=off: a GPU's kernels load at their first launch only.
  bool Preload = true;
  /// CUACC_TILE: the tiled shape every launch takes where it applies (its
  /// number, 0 the largest), -2 for the plain entries; -1: the runtime's
  /// choice (cuacc_pick_tile).
  int TileShape = -1;
  /// CUACC_COPY_AFFINITY=gpu (default) or none: whether the copy threads
  /// run on the CPUs of the GPU's NUMA node.
  bool CopyAffinity = true;
};
Options &options();
/// Turns the timing report on (once; the report prints at exit).
void enableTiming();

enum NotifyBits : unsigned {
  NotifyLaunch = 1,
  NotifyTransfer = 2,
  NotifySync = 4,
  NotifyRegion = 8,
  NotifyAlloc = 16
};
/// Prints one notify line on stderr when Bit is set in ACC_NOTIFY.
void notify(unsigned Bit, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

class CudaAllocator : public DeviceAllocator {
public:
  bool allocate(size_t Bytes, DeviceAddress &Out) override;
  void release(DeviceAddress A) override;
};

/// The emulated device's memory: each block mapped on its own with an
/// inaccessible page right after its end, so an access past an array
/// faults (and is reported) instead of reading a neighbour.
class EmulatedAllocator : public DeviceAllocator {
public:
  bool allocate(size_t Bytes, DeviceAddress &Out) override;
  void release(DeviceAddress A) override;

private:
  std::map<DeviceAddress, std::pair<void *, size_t>> Mappings;
};

class Stager;

// Timing records (Report.cpp).

using Clock = std::chrono::steady_clock;
inline double microsSince(Clock::time_point T) {
  return std::chrono::duration<double, std::micro>(Clock::now() - T).count();
}

/// Per kernel and region (a descriptor may be launched from several).
struct KernelStats {
  cuacc_kernel *Kernel;
  unsigned long Count = 0;
  double Total = 0, Max = 0, Min = 0;
  unsigned Grid[3] = {1, 1, 1}, Block[3] = {1, 1, 1};
  void add(double Us);
};

struct PendingKernel {
  KernelStats *Stats;
  CUevent Start, Stop;
  unsigned Grid[3], Block[3]; ///< this launch's
};

/// One region's times on one device.
struct RegionStats {
  cuacc_region *Region;
  unsigned long Count = 0;
  double Total = 0, Init = 0, Kernels = 0, Data = 0;
  double Max = 0, Min = 0; ///< per entry, without init
  /// The host waiting for the region's kernels (part of Kernels' time).
  double Wait = 0;
  size_t BytesIn = 0, BytesOut = 0;
  double MicrosIn = 0, MicrosOut = 0; ///< the transfers' own time
  std::vector<std::unique_ptr<KernelStats>> KernelsSeen;
  // The entry in progress (two threads of one device entering the same
  // region at once share it: their times mix, nothing else does).
  Clock::time_point EnteredAt;
  double EntryInit = 0;
  std::vector<PendingKernel> Pending;
};

/// One device's timing records, regions in the order first entered there.
/// Written under the device's lock; read by the report at exit.
struct DeviceTimings {
  int Ordinal = 0;
  bool Emulated = false;
  std::string Name; ///< the GPU's name, for the report
  std::vector<RegionStats *> Regions;
};
RegionStats &statsOf(DeviceTimings &T, cuacc_region *R);
KernelStats &statsOf(DeviceTimings &T, cuacc_region *R, cuacc_kernel *K);
/// Ends an entry of the region: EntryMicros includes the init it paid.
void recordEntry(RegionStats &S, double EntryMicros);
/// A region runs on the host at run time, for the reason given: told to
/// the observers, counted for the report (compute regions).
void ranOnHost(const cuacc_region *R, const char *Why);
/// A region ran on the host at run time (its if() was false, no device,
/// its pointers overlapped): counted for the report, with the reason.
void recordHostRun(const cuacc_region *R, const char *Why);
/// PGI's report over the devices' records (device lines when more than
/// device 0 has any).
void printReport(FILE *Out, const std::vector<const DeviceTimings *> &Devices);
/// Formats [x] or [xxy] or [xxyxz], dropping trailing 1s.
std::string dims(const unsigned D[3]);

struct Device {
  /// Loads the registered kernels after a GPU's initialization (joined
  /// before the context goes away).
  std::thread Preloader;
  /// Set to end it early (the program's end, acc_shutdown).
  std::atomic<bool> StopPreload{false};
  std::atomic<bool> Tried{false};     ///< init attempted
  std::atomic<bool> Available{false}; ///< a context is ready
  std::string Why;                    ///< why not, when not
  int Ordinal = 0; ///< its number (the CUDA ordinal on a GPU)
  CUdevice Dev = 0;
  CUcontext Ctx = nullptr;
  CUstream Stream = nullptr;
  double InitMicros = 0;      ///< cost of the last init
  bool InitUncharged = false; ///< not yet charged to a region's report
  bool Emulated = false;      ///< the emulated device (Emulator.cpp)
  /// Its streaming multiprocessors (the emulated device claims an H100's,
  /// so that it picks the kernels an H100 would).
  int Multiprocessors = 132;
  /// Counts the device's inits: handles found in an older context (before
  /// acc_shutdown) are looked up again.
  unsigned Generation = 0;
  CudaAllocator Allocator;
  EmulatedAllocator EmulatorMemory;
  std::unique_ptr<DevicePool> Pool;
  PresentTable Present;
  std::unique_ptr<Stager> Staging;
  std::vector<CUevent> FreeEvents;
  DeviceAddress Scratch = 0; ///< cuacc_scratch's buffer
  size_t ScratchBytes = 0;
  DeviceTimings Timings;
  /// Per region, the runs of its captured host loop (HostGraphs.cpp) and
  /// the executable graph of the last, updated in place by the next.
  struct HostLoopGraph {
    unsigned Runs = 0;
    CUgraphExec Exec = nullptr;
    unsigned Generation = 0; ///< the context's it was made in
  };
  std::map<const cuacc_region *, HostLoopGraph> Graphs;
  std::recursive_mutex Lock;
};
/// The calling thread's device, initialized on first use; null when its
/// regions must run on the host (the reason is notified once). A device
/// number outside the machine stops the program, naming the valid ones.
Device *ensureDevice();
/// Why ensureDevice found none (the driver's or the device's words).
std::string &noDeviceReason();
/// The calling thread's device if it is up (nothing is initialized).
Device *activeDevice();
/// Device N if some thread brought it up; null otherwise.
Device *deviceNumbered(int N);
/// Makes the device's context current in this thread.
void bindContext(Device &D);
/// Starts loading every registered module's kernels on D (a GPU, just
/// initialized) in the background; waitForPreload stops it after the
/// module it is loading (without waiting for the device's lock, which the
/// caller may hold) and joins it.
void startPreload(Device &D);
void waitForPreload(Device &D);
CUevent takeEvent(Device &D);
void giveEvent(Device &D, CUevent E);
void shutdownDevice(Device &D);
/// Every device's records, for the report.
std::vector<const DeviceTimings *> allTimings();
/// Device N's records, whether or not it is up (the timing test hooks).
DeviceTimings &timingsOf(int N);

/// The runtime's state in a descriptor's opaque slot, made at first use.
/// Descriptors are static and shared by every thread: the slot is filled
/// once under a process-wide lock and read without it afterwards.
inline std::mutex &descriptorLock() {
  static auto *M = new std::mutex(); // never destroyed: used at exit
  return *M;
}
/// The name of K's code in its module's images.
inline const char *imageName(const cuacc_kernel *K) {
  return K->image ? K->image : K->name;
}

template <typename T> T &stateOf(void *&Slot) {
  if (void *P = __atomic_load_n(&Slot, __ATOMIC_ACQUIRE))
    return *static_cast<T *>(P);
  std::lock_guard<std::mutex> G(descriptorLock());
  void *P = __atomic_load_n(&Slot, __ATOMIC_ACQUIRE);
  if (!P) {
    P = new T();
    __atomic_store_n(&Slot, P, __ATOMIC_RELEASE);
  }
  return *static_cast<T *>(P);
}

/// A kernel's function on one device: found at its first launch there.
struct KernelHandle {
  CUfunction Function = nullptr;
  CUfunction Narrow = nullptr; ///< <name>_i32, found at its first launch
  bool NarrowLooked = false;
  unsigned Generation = 0; ///< the device's Generation when found
};

using EmulatedLauncher = void (*)(const unsigned *, const unsigned *, void **);

/// cuacc_kernel::state.
struct KernelState {
  KernelHandle OnDevice[MaxDevices]; ///< under each device's lock
  /// The emulated entries (under the emulator's lock).
  EmulatedLauncher EmulatedWide = nullptr, EmulatedNarrow = nullptr;
};

/// cuacc_module::state.
struct ModuleState {
  CUmodule OnDevice[MaxDevices] = {};   ///< under each device's lock
  unsigned Generation[MaxDevices] = {}; ///< the device's when loaded
  void *EmulatedHandle = nullptr;       ///< under the emulator's lock
};

// Transfers between a host section and its device copy.
struct Section {
  uintptr_t Host;
  DeviceAddress Device;
  size_t RowBytes, Rows, Pitch;
  size_t bytes() const { return RowBytes * Rows; }
};
/// An empty section (n = 0 in 'y[0:n-1]', a dimension whose upper bound is
/// below its lower one) is valid and names no byte: it moves nothing, is
/// never looked up, and is never made present, wherever it appears.
inline bool isEmpty(const cuacc_data &D) {
  return D.row_bytes == 0 || D.rows == 0;
}
/// The end of the host bytes an item's section spans.
inline uintptr_t sectionEnd(const cuacc_data &D) {
  uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host);
  size_t Rows = D.rows ? D.rows : 1;
  return Begin + (Rows - 1) * D.pitch + D.row_bytes;
}
/// Part P of block E's host bytes, with its device copy.
inline Section sectionOf(const BlockPart &P, const PresentEntry &E) {
  return {P.Host, E.deviceFor(P.Host), P.RowBytes, P.Rows, P.Pitch};
}
void copyToDevice(Device &D, const Section &S);

// Variant choice (Tuning.cpp).
/// Which of a tiled kernel's shapes runs (their blocks, the largest first,
/// 0 where one does not apply): the model's pick, the largest that fills
/// the multiprocessors, or where it cannot tell, the measured fastest (timing
/// the next launch of R on this thread while measuring).
int tunedTileShape(Device &Dev, const cuacc_region *R, const cuacc_kernel *K,
                   const long *Blocks, int N);
/// Around a launch of R (Before, then after): times it if the tuner asked.
/// On the emulated device, EmulatedUs after it ran.
void timeTunedLaunch(const cuacc_region *R, Device &Dev, double EmulatedUs,
                     bool Before);
/// Which way a sequential loop runs (CUACC_PERSISTENT_HOST, _BLOCK or
/// _GRID, Estimate[way] its cost model's microseconds, HUGE_VAL where it
/// cannot): the model's pick (Model), or where another way's estimate is
/// close, the measured fastest at these counts (timing this run of the
/// loop, from here to endPersistentWay, while measuring).
/// A sequential loop's way as messages name it ("host loop", "one block",
/// "grid"; CUACC_PERSISTENT_HOST, _BLOCK, _GRID).
const char *persistentWayName(int Way);
int tunedPersistentWay(Device &Dev, const cuacc_region *R,
                       const double Cost[4], const double Estimate[3],
                       int Model);
/// The end of the sequential loop of R that tunedPersistentWay started.
void endPersistentWay(const cuacc_region *R, Device &Dev);
/// The end of R's host loop that cuacc_persistent_capture captured: its
/// launches go to the device as one graph (HostGraphs.cpp).
void endHostLoopCapture(const cuacc_region *R);
/// Whether a host loop's launches may go to a GPU as one graph in this run
/// (not while the timing report, a profiler or PGI_ACC_SYNCHRONOUS wants
/// each launch, nor with CUACC_GRAPHS=off).
bool hostLoopGraphsUsable();
/// How often this thread paid a one-time cost that later runs of the same
/// code do not (a CUDA graph instantiated): a run timed to choose a way
/// (a data region's host or device, a sequential loop's way) is not
/// counted where this changed while it ran.
unsigned &setupsPaid();
void copyToHost(Device &D, const Section &S);
/// One section of variable Name copied for construct R, as every copy of a
/// construct's data is: notified (with Note after the size), observed,
/// faults explained, timed into S's bytes and microseconds (when S). The
/// copy's microseconds.
double copySection(Device &D, const cuacc_region *R, const char *Name,
                   const Section &Sec, bool Upload, RegionStats *S,
                   const char *Note = "");

// The emulated device (Emulator.cpp).
void initEmulator(Device &D);

/// Explains a fault in an emulated kernel or in a copy of a region's data
/// (see Fault.cpp); installed when the first device comes up.
void installFaultHandler();
/// What a fault on this thread is (kept per thread: two devices copy at
/// once).
struct FaultSite {
  const cuacc_region *Region = nullptr;
  const char *Kernel = nullptr, *Variable = nullptr;
  bool Upload = false;
};
/// The calling thread's site, for copy threads working on its behalf.
FaultSite currentFaultSite();
/// While alive, a fault on this thread is this kernel's (KernelName) or
/// this copy's (VariableName).
struct FaultScope {
  FaultScope(const cuacc_region *R, const char *KernelName,
             const char *VariableName, bool Uploading);
  explicit FaultScope(const FaultSite &S)
      : FaultScope(S.Region, S.Kernel, S.Variable, S.Upload) {}
  ~FaultScope();
  FaultScope(const FaultScope &) = delete;
  FaultScope &operator=(const FaultScope &) = delete;

private:
  FaultSite Saved;
};
void emulatorCopy(const Section &S, bool ToDevice);
/// Runs the kernel's emulated version now; returns its time in us.
double emulatorLaunch(const cuacc_region *R, cuacc_kernel *K,
                      const unsigned Grid[3], const unsigned Block[3],
                      void **Args, bool Narrow);

} // namespace cuacc::rt

#endif

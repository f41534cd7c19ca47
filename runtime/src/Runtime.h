//===- Runtime.h - libcuaccrt's internal state ------------------*- C++ -*-===//
//
//   Device.cpp    options from the environment (checked), lazy device init,
//                 notify lines, accel.h
//   Memory.cpp    device pool, present table
//   Transfer.cpp  copies in and out, pageable memory through pinned staging
//   Region.cpp    the ABI of cuacc_rt.h: regions, data clauses, launches
//   HostScope.cpp a region's host code while its data is present
//   Emulator.cpp  the emulated device: memory with guard pages, kernels
//   Fault.cpp     the faults the runtime explains (emulated kernels, copies)
//   Report.cpp    the timing records and the PGI report
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_RUNTIME_H
#define CUACC_RUNTIME_RUNTIME_H

#include "CudaDriver.h"
#include "Memory.h"
#include "cuacc_rt.h"
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace cuacc::rt {

/// Settings read once from the environment.
struct Options {
  unsigned Notify = 0;      ///< ACC_NOTIFY / PGI_ACC_NOTIFY bitmask
  bool Time = false;        ///< PGI_ACC_TIME / ACC_TIME, or compiled with time
  bool Synchronous = false; ///< PGI_ACC_SYNCHRONOUS: wait after each kernel
  bool ForceHost = false;   ///< ACC_DEVICE=host, or acc_set_device(host)
  /// ACC_DEVICE=emulate, or built with -fplugin-arg-cuacc-emulate and no
  /// ACC_DEVICE: kernels run on the CPU against separate device memory.
  bool Emulate = false;
  bool DeviceChosen = false; ///< ACC_DEVICE was set
  bool WideCounters = false; ///< CUACC_WIDE_COUNTERS: never the _i32 entry
  int DeviceNum = 0;        ///< ACC_DEVICE_NUM
  std::string DeviceNumText; ///< as the user wrote it, for messages
  size_t StagingChunk = size_t(32) << 20;
  size_t StagingThreshold = size_t(4) << 20;
  unsigned CopyThreads = 8;
};
Options &options();

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

struct Device {
  bool Tried = false;     ///< init attempted
  bool Available = false; ///< a context is ready
  std::string Why;        ///< why not, when not
  int Ordinal = 0;
  CUdevice Dev = 0;
  CUcontext Ctx = nullptr;
  CUstream Stream = nullptr;
  double InitMicros = 0;      ///< cost of the last init
  bool InitUncharged = false; ///< not yet charged to a region's report
  bool Emulated = false;   ///< the emulated device (Emulator.cpp)
  CudaAllocator Allocator;
  EmulatedAllocator EmulatorMemory;
  std::unique_ptr<DevicePool> Pool;
  PresentTable Present;
  std::unique_ptr<Stager> Staging;
  std::vector<CUevent> FreeEvents;
  DeviceAddress Scratch = 0; ///< cuacc_scratch's buffer
  size_t ScratchBytes = 0;
  std::recursive_mutex Lock;
};
Device &device();
/// Initializes the device on first use; false when regions must run on the
/// host (the reason is in device().Why, and notified once).
bool ensureDevice();
/// Makes the device's context current in this thread.
void bindContext();
CUevent takeEvent();
void giveEvent(CUevent E);
void shutdownDevice();

// Transfers between a host section and its device copy.
struct Section {
  uintptr_t Host;
  DeviceAddress Device;
  size_t RowBytes, Rows, Pitch;
  size_t bytes() const { return RowBytes * Rows; }
};
void copyToDevice(const Section &S);
void copyToHost(const Section &S);

// The emulated device (Emulator.cpp).
void initEmulator(Device &D);

/// Explains a fault in an emulated kernel or in a copy of a region's data
/// (see Fault.cpp); installed when the device comes up.
void installFaultHandler();
/// While alive, a fault is this kernel's (KernelName) or this copy's
/// (VariableName).
struct FaultScope {
  FaultScope(const cuacc_region *R, const char *KernelName,
             const char *VariableName, bool Uploading);
  ~FaultScope();
  FaultScope(const FaultScope &) = delete;
  FaultScope &operator=(const FaultScope &) = delete;
};
void emulatorCopy(const Section &S, bool ToDevice);
/// Runs the kernel's emulated version now; returns its time in us.
double emulatorLaunch(const cuacc_region *R, cuacc_kernel *K,
                      const unsigned Grid[3], const unsigned Block[3],
                      void **Args, bool Narrow);

// Timing.
using Clock = std::chrono::steady_clock;
inline double microsSince(Clock::time_point T) {
  return std::chrono::duration<double, std::micro>(Clock::now() - T).count();
}

/// Per kernel descriptor: its function, found once.
struct KernelHandle {
  CUfunction Function = nullptr;
  CUfunction Narrow = nullptr; ///< <name>_i32, found at its first launch
  bool NarrowLooked = false;
};

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
};

struct RegionStats {
  cuacc_region *Region;
  unsigned long Count = 0;
  double Total = 0, Init = 0, Kernels = 0, Data = 0;
  double Max = 0, Min = 0; ///< per entry, without init
  size_t BytesIn = 0, BytesOut = 0;
  std::vector<std::unique_ptr<KernelStats>> KernelsSeen;
  // The entry in progress.
  Clock::time_point EnteredAt;
  double EntryInit = 0;
  std::vector<PendingKernel> Pending;
};
RegionStats &statsOf(cuacc_region *R);
KernelStats &statsOf(cuacc_region *R, cuacc_kernel *K);
/// Ends an entry of the region: EntryMicros includes the init it paid.
void recordEntry(RegionStats &S, double EntryMicros);
void printReport(FILE *Out);
/// Formats [x] or [xxy] or [xxyxz], dropping trailing 1s.
std::string dims(const unsigned D[3]);

} // namespace cuacc::rt

#endif

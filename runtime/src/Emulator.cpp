//===- Emulator.cpp - the emulated device ----------------------------------===//
//
// ACC_DEVICE=emulate: the kernels of each object, compiled for the host with
// cuacc_emu.h (the plugin embeds them next to the GPU image), run on the
// CPU. Everything else is the GPU's path: the present table, the data
// clauses, the pool, the timing report. Device memory is separate from the
// host arrays (a missing copyout leaves the host copy unchanged, as on a
// GPU), and every block has an inaccessible page right after it: a kernel
// that reads or writes past an array is stopped and named.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

using namespace cuacc::rt;

namespace {

size_t pageSize() {
  static size_t P = size_t(sysconf(_SC_PAGESIZE));
  return P;
}

/// Held while an emulated kernel is found or runs (see the file comment).
std::mutex &emulatorLock() {
  static auto *M = new std::mutex();
  return *M;
}

/// Loads an object's emulated kernels: the embedded shared object through
/// an anonymous file, as dlopen wants a path.
void *loadModule(const cuacc_region *R, cuacc_module *M) {
  ModuleState &State = stateOf<ModuleState>(M->state);
  if (State.EmulatedHandle)
    return State.EmulatedHandle;
  if (!M->emulator_image || !M->emulator_size) {
    fprintf(stderr,
            "cuacc: %s:%d (function %s): ACC_DEVICE=emulate, but this object "
            "was built without an emulated-device image (see the compiler's "
            "warning)\n",
            R->file, R->line, R->function);
    exit(1);
  }
  int FD = memfd_create("cuacc-emulated-kernels", MFD_CLOEXEC);
  size_t Done = 0;
  const char *Bytes = static_cast<const char *>(M->emulator_image);
  while (FD >= 0 && Done < M->emulator_size) {
    ssize_t W = write(FD, Bytes + Done, M->emulator_size - Done);
    if (W <= 0)
      break;
    Done += size_t(W);
  }
  void *Handle = nullptr;
  if (FD >= 0 && Done == M->emulator_size) {
    std::string Path = "/proc/self/fd/" + std::to_string(FD);
    Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
  }
  if (!Handle) {
    fprintf(stderr, "cuacc: cannot load the emulated kernels: %s\n",
            FD < 0 ? strerror(errno) : dlerror());
    exit(1);
  }
  // The descriptor stays open for the program's life: a closed one's number
  // would come back for the next object, and dlopen, finding the same path
  // loaded, would return the first object's kernels.
  State.EmulatedHandle = Handle;
  return Handle;
}

} // namespace

bool EmulatedAllocator::allocate(size_t Bytes, DeviceAddress &Out) {
  size_t Page = pageSize();
  size_t Data = (Bytes + Page - 1) / Page * Page;
  size_t Length = Data + Page;
  void *Base = mmap(nullptr, Length, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Base == MAP_FAILED)
    return false;
  char *Guard = static_cast<char *>(Base) + Data;
  mprotect(Guard, Page, PROT_NONE);
  // Device memory starts as garbage, not zeros: a kernel that reads what
  // nobody copied in must not find plausible values.
  memset(Base, 0xff, Data);
  Out = reinterpret_cast<DeviceAddress>(Guard - Bytes);
  Mappings[Out] = {Base, Length};
  return true;
}

void EmulatedAllocator::release(DeviceAddress A) {
  auto It = Mappings.find(A);
  if (It == Mappings.end())
    return;
  munmap(It->second.first, It->second.second);
  Mappings.erase(It);
}

void cuacc::rt::initEmulator(Device &D) {
  D.Emulated = true;
  ++D.Generation;
  D.Pool = std::make_unique<DevicePool>(D.EmulatorMemory, /*Exact=*/true);
  installFaultHandler();
  D.Available = true;
}

void cuacc::rt::emulatorCopy(const Section &S, bool ToDevice) {
  for (size_t Row = 0; Row < S.Rows; ++Row) {
    char *Host = reinterpret_cast<char *>(S.Host + Row * S.Pitch);
    char *Dev = reinterpret_cast<char *>(S.Device + Row * S.Pitch);
    if (ToDevice)
      memcpy(Dev, Host, S.RowBytes);
    else
      memcpy(Host, Dev, S.RowBytes);
  }
}

double cuacc::rt::emulatorLaunch(const cuacc_region *R, cuacc_kernel *K,
                                 const unsigned Grid[3],
                                 const unsigned Block[3], void **Args,
                                 bool Narrow) {
  std::lock_guard<std::mutex> G(emulatorLock());
  KernelState &E = stateOf<KernelState>(K->state);
  if (!E.EmulatedWide) {
    void *Handle = loadModule(R, K->module);
    std::string Name = std::string(imageName(K)) + "__emu";
    E.EmulatedWide =
        reinterpret_cast<EmulatedLauncher>(dlsym(Handle, Name.c_str()));
    Name = std::string(imageName(K)) + "_i32__emu";
    E.EmulatedNarrow =
        reinterpret_cast<EmulatedLauncher>(dlsym(Handle, Name.c_str()));
    if (!E.EmulatedWide) {
      fprintf(stderr, "cuacc: %s:%d (function %s): no emulated kernel %s\n",
              R->file, R->line, R->function, K->name);
      exit(1);
    }
  }
  EmulatedLauncher L =
      Narrow && E.EmulatedNarrow ? E.EmulatedNarrow : E.EmulatedWide;
  FaultScope Running(R, K->name, nullptr, false);
  Clock::time_point T0 = Clock::now();
  L(Grid, Block, Args);
  return microsSince(T0);
}

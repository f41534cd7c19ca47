//===- Transfer.cpp - copies between host sections and the device ---------===//

#include "Transfer.h"
#include "Runtime.h"
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <sched.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 // Linux 5.14
#endif

using namespace cuacc::rt;

CopyThreads::CopyThreads(unsigned N) {
  for (unsigned I = 1; I < N; ++I)
    Workers.emplace_back([this] { worker(); });
}

CopyThreads::~CopyThreads() {
  {
    std::lock_guard<std::mutex> G(M);
    Stop = true;
  }
  Wake.notify_all();
  for (std::thread &T : Workers)
    T.join();
}

void CopyThreads::worker() {
  unsigned long Seen = 0;
  std::unique_lock<std::mutex> L(M);
  while (true) {
    Wake.wait(L, [&] { return Stop || Generation != Seen; });
    if (Stop)
      return;
    Seen = Generation;
    FaultScope Copying(Site);
    while (Next < Parts) {
      unsigned I = Next++;
      L.unlock();
      (*Job)(I);
      L.lock();
      if (++Finished == Parts)
        Done.notify_all();
    }
  }
}

void CopyThreads::run(unsigned N, const std::function<void(unsigned)> &Work) {
  std::unique_lock<std::mutex> L(M);
  Job = &Work;
  Site = currentFaultSite();
  Parts = N;
  Next = 0;
  Finished = 0;
  ++Generation;
  Wake.notify_all();
  while (Next < Parts) {
    unsigned I = Next++;
    L.unlock();
    Work(I);
    L.lock();
    ++Finished;
  }
  Done.wait(L, [&] { return Finished == Parts; });
  Job = nullptr;
}

Stager::Stager(CUstream Stream, const std::string &LocalCpus)
    : Stream(Stream), Chunk(options().StagingChunk),
      Threads(options().CopyThreads) {
  if (options().CopyAffinity && !LocalCpus.empty())
    Threads.bindTo(LocalCpus);
  allocateBuffers();
}

unsigned cuacc::rt::usableCpus() {
  cpu_set_t Allowed;
  if (sched_getaffinity(0, sizeof Allowed, &Allowed) == 0 && CPU_COUNT(&Allowed))
    return unsigned(CPU_COUNT(&Allowed));
  unsigned HW = std::thread::hardware_concurrency();
  return HW ? HW : 1;
}

std::string cuacc::rt::localCpus(CUdevice Dev) {
  char Bus[64] = {};
  if (driver()->cuDeviceGetPCIBusId(Bus, sizeof Bus, Dev) != CUDA_SUCCESS)
    return "";
  // sysfs spells the domain with 4 digits and in lower case.
  std::string Id;
  for (char *C = Bus; *C; ++C)
    Id += char(tolower(static_cast<unsigned char>(*C)));
  if (Id.size() > 9 && Id[8] == ':' && Id.compare(0, 4, "0000") == 0)
    Id.erase(0, 4);
  std::string Path = "/sys/bus/pci/devices/" + Id;
  FILE *F = fopen((Path + "/local_cpulist").c_str(), "r");
  if (!F)
    return "";
  char List[512] = {};
  if (!fgets(List, sizeof List, F))
    List[0] = 0;
  fclose(F);
  std::string Out = List;
  while (!Out.empty() && isspace(static_cast<unsigned char>(Out.back())))
    Out.pop_back();
  return Out;
}

void CopyThreads::bindTo(const std::string &CpuList) {
  cpu_set_t Set;
  CPU_ZERO(&Set);
  int Count = 0;
  const char *P = CpuList.c_str();
  while (*P) {
    char *End;
    long Lo = strtol(P, &End, 10), Hi = Lo;
    if (End == P)
      return; // not a cpulist: leave the threads where they are
    if (*End == '-')
      Hi = strtol(End + 1, &End, 10);
    for (long C = Lo; C <= Hi && C < CPU_SETSIZE; ++C, ++Count)
      CPU_SET(int(C), &Set);
    P = *End == ',' ? End + 1 : End;
    if (*End && *End != ',')
      return;
  }
  // Within what the process may use (taskset, an MPI launcher's binding).
  cpu_set_t Allowed;
  if (sched_getaffinity(0, sizeof Allowed, &Allowed) == 0)
    CPU_AND(&Set, &Set, &Allowed);
  if (!Count || CPU_COUNT(&Set) == 0)
    return;
  for (std::thread &T : Workers)
    pthread_setaffinity_np(T.native_handle(), sizeof Set, &Set);
}

void Stager::allocateBuffers() {
  const CudaDriver &D = *driver();
  unsigned N = options().StagingBuffers;
  Buffer.assign(N, nullptr);
  Ready.assign(N, nullptr);
  for (unsigned I = 0; I < N; ++I) {
    CUACC_CHECK(D.cuMemAllocHost(reinterpret_cast<void **>(&Buffer[I]), Chunk));
    CUACC_CHECK(D.cuEventCreate(&Ready[I], 0));
    CUACC_CHECK(D.cuEventRecord(Ready[I], Stream));
  }
}

Stager::~Stager() {
  for (char *B : Buffer) {
    if (B)
      driver()->cuMemFreeHost(B);
  }
}

void Stager::parallelCopy(char *Dst, const char *Src, size_t Bytes) {
  // Pieces of at least 1 MiB, one per thread at most.
  unsigned Parts = unsigned(std::min<size_t>(
      Threads.size(), std::max<size_t>(1, Bytes >> 20)));
  size_t Piece = (Bytes + Parts - 1) / Parts;
  Threads.run(Parts, [&](unsigned I) {
    size_t Begin = I * Piece;
    if (Begin < Bytes)
      memcpy(Dst + Begin, Src + Begin, std::min(Piece, Bytes - Begin));
  });
}

void Stager::adviseHuge(char *Dst, size_t Bytes) {
  const uintptr_t Huge = uintptr_t(2) << 20;
  uintptr_t Begin = (reinterpret_cast<uintptr_t>(Dst) + Huge - 1) & ~(Huge - 1);
  uintptr_t End = (reinterpret_cast<uintptr_t>(Dst) + Bytes) & ~(Huge - 1);
  if (End > Begin)
    madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_HUGEPAGE);
}

void Stager::populate(char *Dst, size_t Bytes) {
  const uintptr_t Page = 4096;
  unsigned Parts = unsigned(std::min<size_t>(
      Threads.size(), std::max<size_t>(1, Bytes >> 20)));
  size_t Piece = (Bytes + Parts - 1) / Parts;
  Threads.run(Parts, [&](unsigned I) {
    size_t Begin = I * Piece;
    if (Begin >= Bytes)
      return;
    uintptr_t From = reinterpret_cast<uintptr_t>(Dst + Begin) & ~(Page - 1);
    uintptr_t To = reinterpret_cast<uintptr_t>(Dst + std::min(Bytes, Begin + Piece));
    madvise(reinterpret_cast<void *>(From), To - From, MADV_POPULATE_WRITE);
  });
}

void Stager::parallelRows(char *Dst, size_t DstPitch, const char *Src,
                          size_t SrcPitch, size_t RowBytes, size_t Count) {
  size_t Per = (Count + Threads.size() - 1) / Threads.size();
  Threads.run(unsigned(std::min<size_t>(Threads.size(), Count)),
              [&](unsigned T) {
                for (size_t R = T * Per; R < std::min(Count, (T + 1) * Per); ++R)
                  memcpy(Dst + R * DstPitch, Src + R * SrcPitch, RowBytes);
              });
}

// Rows are moved in groups that fit a staging buffer (a row longer than the
// buffer is moved in pieces, as one contiguous transfer of its own).
void Stager::toDevice(CUdeviceptr Dst, const char *Src, size_t RowBytes,
                      size_t Rows, size_t Pitch) {
  const CudaDriver &D = *driver();
  CUstream S = Stream;
  if (Rows > 1 && RowBytes > Chunk) {
    for (size_t R = 0; R < Rows; ++R)
      toDevice(Dst + R * Pitch, Src + R * Pitch, RowBytes, 1, 0);
    return;
  }
  auto [Unit, Total, PerChunk] = chunking(RowBytes, Rows);
  size_t NB = Buffer.size(), Last = 0;
  for (size_t First = 0, K = 0; First < Total; First += PerChunk, ++K) {
    size_t Count = std::min(PerChunk, Total - First), B = K % NB;
    CUACC_CHECK(D.cuEventSynchronize(Ready[B])); // its last DMA is done
    if (Rows > 1) {
      parallelRows(Buffer[B], RowBytes, Src + First * Pitch, Pitch, RowBytes,
                   Count);
      CUDA_MEMCPY2D C = {};
      C.srcMemoryType = CU_MEMORYTYPE_HOST;
      C.srcHost = Buffer[B];
      C.srcPitch = RowBytes;
      C.dstMemoryType = CU_MEMORYTYPE_DEVICE;
      C.dstDevice = Dst + First * Pitch;
      C.dstPitch = Pitch;
      C.WidthInBytes = RowBytes;
      C.Height = Count;
      CUACC_CHECK(D.cuMemcpy2DAsync(&C, S));
    } else {
      parallelCopy(Buffer[B], Src + First * Unit, Count * Unit);
      CUACC_CHECK(D.cuMemcpyHtoDAsync(Dst + First * Unit, Buffer[B],
                                      Count * Unit, S));
    }
    CUACC_CHECK(D.cuEventRecord(Ready[B], S));
    Last = B;
  }
  // The stream runs in order: the last chunk's DMA done means all are.
  CUACC_CHECK(D.cuEventSynchronize(Ready[Last]));
}

void Stager::toHost(char *Dst, CUdeviceptr Src, size_t RowBytes, size_t Rows,
                    size_t Pitch) {
  const CudaDriver &D = *driver();
  CUstream S = Stream;
  if (Rows > 1 && RowBytes > Chunk) {
    for (size_t R = 0; R < Rows; ++R)
      toHost(Dst + R * Pitch, Src + R * Pitch, RowBytes, 1, 0);
    return;
  }
  auto [Unit, Total, PerChunk] = chunking(RowBytes, Rows);
  size_t NB = Buffer.size(), Chunks = (Total + PerChunk - 1) / PerChunk;
  // Chunk K goes through buffer K % NB.
  auto Issue = [&, Unit = Unit, Total = Total, PerChunk = PerChunk](size_t K) {
    size_t First = K * PerChunk, B = K % NB;
    size_t Count = std::min(PerChunk, Total - First);
    if (Rows > 1) {
      CUDA_MEMCPY2D C = {};
      C.srcMemoryType = CU_MEMORYTYPE_DEVICE;
      C.srcDevice = Src + First * Pitch;
      C.srcPitch = Pitch;
      C.dstMemoryType = CU_MEMORYTYPE_HOST;
      C.dstHost = Buffer[B];
      C.dstPitch = RowBytes;
      C.WidthInBytes = RowBytes;
      C.Height = Count;
      CUACC_CHECK(D.cuMemcpy2DAsync(&C, S));
    } else {
      CUACC_CHECK(
          D.cuMemcpyDtoHAsync(Buffer[B], Src + First * Unit, Count * Unit, S));
    }
    CUACC_CHECK(D.cuEventRecord(Ready[B], S));
  };
  unsigned Prefault = options().Prefault;
  if (Prefault & 1)
    adviseHuge(Dst, Rows > 1 ? (Rows - 1) * Pitch + RowBytes : RowBytes);
  // The DMAs of the next NB - 1 chunks run while threads unpack chunk K;
  // chunk K + NB - 1 reuses the buffer unpacked just before.
  for (size_t K = 0; K < std::min(NB - 1, Chunks); ++K)
    Issue(K);
  for (size_t K = 0; K < Chunks; ++K) {
    size_t First = K * PerChunk, Count = std::min(PerChunk, Total - First);
    if (K + NB - 1 < Chunks)
      Issue(K + NB - 1);
    if ((Prefault & 2) && Rows <= 1) // while the DMA runs
      populate(Dst + First * Unit, Count * Unit);
    CUACC_CHECK(D.cuEventSynchronize(Ready[K % NB]));
    if (Rows > 1) {
      parallelRows(Dst + First * Pitch, Pitch, Buffer[K % NB], RowBytes,
                   RowBytes, Count);
    } else {
      parallelCopy(Dst + First * Unit, Buffer[K % NB], Count * Unit);
    }
  }
}

void cuacc::rt::copyToDevice(Device &Dev, const Section &S) {
  if (Dev.Emulated)
    return emulatorCopy(S, /*ToDevice=*/true);
  const CudaDriver &D = *driver();
  if (S.bytes() >= options().StagingThreshold) {
    Dev.Staging->toDevice(S.Device, reinterpret_cast<const char *>(S.Host),
                          S.RowBytes, S.Rows, S.Pitch);
    return;
  }
  if (S.Rows <= 1) {
    CUACC_CHECK(D.cuMemcpyHtoD(S.Device, reinterpret_cast<const void *>(S.Host),
                               S.RowBytes));
    return;
  }
  CUDA_MEMCPY2D C = {};
  C.srcMemoryType = CU_MEMORYTYPE_HOST;
  C.srcHost = reinterpret_cast<const void *>(S.Host);
  C.srcPitch = S.Pitch;
  C.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  C.dstDevice = S.Device;
  C.dstPitch = S.Pitch;
  C.WidthInBytes = S.RowBytes;
  C.Height = S.Rows;
  CUACC_CHECK(D.cuMemcpy2D(&C));
}

void cuacc::rt::copyToHost(Device &Dev, const Section &S) {
  if (Dev.Emulated)
    return emulatorCopy(S, /*ToDevice=*/false);
  const CudaDriver &D = *driver();
  if (S.bytes() >= options().StagingThreshold) {
    Dev.Staging->toHost(reinterpret_cast<char *>(S.Host), S.Device, S.RowBytes,
                        S.Rows, S.Pitch);
    return;
  }
  if (S.Rows <= 1) {
    CUACC_CHECK(
        D.cuMemcpyDtoH(reinterpret_cast<void *>(S.Host), S.Device, S.RowBytes));
    return;
  }
  CUDA_MEMCPY2D C = {};
  C.srcMemoryType = CU_MEMORYTYPE_DEVICE;
  C.srcDevice = S.Device;
  C.srcPitch = S.Pitch;
  C.dstMemoryType = CU_MEMORYTYPE_HOST;
  C.dstHost = reinterpret_cast<void *>(S.Host);
  C.dstPitch = S.Pitch;
  C.WidthInBytes = S.RowBytes;
  C.Height = S.Rows;
  CUACC_CHECK(D.cuMemcpy2D(&C));
}

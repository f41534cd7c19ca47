//===- Transfer.h - pinned staging for pageable host memory -----*- C++ -*-===//
//
// A plain pageable cuMemcpy moves 7.6 (H2D) / 10.2 (D2H) GB/s on the H100
// machine; DMA from pinned memory moves 55 GB/s, and host threads copy into
// pinned memory at up to ~36 GB/s. So a large transfer is cut into chunks
// that several threads copy into one of two pinned buffers while the DMA
// engine moves the other: the host copy and the DMA overlap, and the rate
// approaches the host copy's. Sections smaller than the threshold go
// straight to the driver.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_TRANSFER_H
#define CUACC_RUNTIME_TRANSFER_H

#include "CudaDriver.h"
#include "Runtime.h"
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cuacc::rt {

/// Worker threads for parallel host copies (the caller takes a share too).
class CopyThreads {
public:
  explicit CopyThreads(unsigned N);
  /// Binds the worker threads to the CPUs of a Linux cpulist ("0-31,64-95").
  void bindTo(const std::string &CpuList);
  ~CopyThreads();
  /// Runs Work(I) for I in [0, Parts), spread over the threads; returns
  /// when all are done. A fault in Work is the caller's (its FaultSite).
  void run(unsigned Parts, const std::function<void(unsigned)> &Work);
  unsigned size() const { return unsigned(Workers.size()) + 1; }

private:
  std::vector<std::thread> Workers;
  std::mutex M;
  std::condition_variable Wake, Done;
  const std::function<void(unsigned)> *Job = nullptr;
  FaultSite Site; ///< the caller's, for faults in the workers
  unsigned Parts = 0, Next = 0, Finished = 0;
  unsigned long Generation = 0;
  bool Stop = false;
  void worker();
};

/// How many CPUs this process may run on (its affinity mask: taskset, an
/// MPI launcher's binding); at least 1.
unsigned usableCpus();

/// The CPUs of the GPU's NUMA node, as Linux lists them ("0-31,64-95");
/// empty where not known.
std::string localCpus(CUdevice Dev);

/// One device's staging: its buffers, copy threads and stream.
class Stager {
public:
  /// Its copy threads run on the CPUs listed in LocalCpus (the GPU's NUMA
  /// node, "0-31,64-95"; anywhere when empty or CUACC_COPY_AFFINITY=none).
  Stager(CUstream Stream, const std::string &LocalCpus);
  ~Stager();
  /// Rows of RowBytes bytes, Pitch apart on both sides.
  void toDevice(CUdeviceptr Dst, const char *Src, size_t RowBytes, size_t Rows,
                size_t Pitch);
  void toHost(char *Dst, CUdeviceptr Src, size_t RowBytes, size_t Rows,
              size_t Pitch);

private:
  /// The pinned buffers (about 20 ms per 32 MiB to allocate): made with
  /// the device, so that cost counts as initialization.
  void allocateBuffers();
  CUstream Stream;
  /// More than two buffers, so that a late copy or DMA of one chunk does
  /// not stall the other side at once (bench/NOTES.md: 2 buffers of 16 MiB
  /// 43-44 GB/s, 3 of them 47-51).
  std::vector<char *> Buffer;
  std::vector<CUevent> Ready; ///< recorded after the DMA that uses Buffer[I]
  size_t Chunk;
  CopyThreads Threads;
  void parallelCopy(char *Dst, const char *Src, size_t Bytes);
  /// Measured options (CUACC_PREFAULT) for a download into host pages no one
  /// wrote yet: ask for huge pages, or fault the pages in, spread over the
  /// threads, while the DMA runs.
  void adviseHuge(char *Dst, size_t Bytes);
  void populate(char *Dst, size_t Bytes);
  /// How a transfer is cut into chunks: units of whole rows (or bytes of one
  /// long row), Total of them, PerChunk in each staging buffer.
  struct Chunking {
    size_t Unit, Total, PerChunk;
  };
  Chunking chunking(size_t RowBytes, size_t Rows) const {
    if (Rows > 1)
      return {RowBytes, Rows, Chunk / RowBytes};
    return {1, RowBytes, Chunk};
  }
  /// Count rows of RowBytes, DstPitch and SrcPitch apart, over the threads.
  void parallelRows(char *Dst, size_t DstPitch, const char *Src,
                    size_t SrcPitch, size_t RowBytes, size_t Count);
};

} // namespace cuacc::rt

#endif

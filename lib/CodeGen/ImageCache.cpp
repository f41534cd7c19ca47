//===- ImageCache.cpp - kernel images kept between compiles ---------------===//

#include "CodeGen/ImageCache.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CachePruning.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cstdlib>

using namespace cuacc;
using namespace llvm;

ImageKey &ImageKey::add(StringRef Part) {
  uint8_t Size[8];
  support::endian::write64le(Size, Part.size());
  Hash.update(ArrayRef<uint8_t>(Size));
  Hash.update(Part);
  return *this;
}

ImageKey &ImageKey::addTool(StringRef Path) {
  SmallString<256> Real;
  sys::fs::file_status Status;
  if (sys::fs::real_path(Path, Real) || sys::fs::status(Real, Status))
    return add("missing").add(Path);
  return add(Real)
      .add(std::to_string(Status.getSize()))
      .add(std::to_string(
          Status.getLastModificationTime().time_since_epoch().count()));
}

std::string ImageKey::hex() { return toHex(Hash.final(), /*LowerCase=*/true); }

namespace {

/// An entry is this header, then the image: a file cut short (a full disk,
/// a crash before the rename, someone's truncate) or changed on disk does
/// not match its header and is a miss.
struct EntryHeader {
  static constexpr char Magic[8] = {'c', 'u', 'a', 'c', 'c', 'i', 'm', '1'};
  static constexpr size_t Size = sizeof Magic + 16;

  static std::string of(StringRef Image) {
    std::string Out(Magic, sizeof Magic);
    char Numbers[16];
    support::endian::write64le(Numbers, Image.size());
    support::endian::write64le(Numbers + 8, xxh3_64bits(Image));
    return Out.append(Numbers, sizeof Numbers);
  }

  /// The image in Entry, when Entry is whole.
  static std::optional<StringRef> image(StringRef Entry) {
    if (Entry.size() < Size ||
        !Entry.starts_with(StringRef(Magic, sizeof Magic)))
      return std::nullopt;
    const char *Numbers = Entry.data() + sizeof Magic;
    uint64_t Length = support::endian::read64le(Numbers);
    uint64_t Check = support::endian::read64le(Numbers + 8);
    StringRef Image = Entry.drop_front(Size);
    if (Image.size() != Length || xxh3_64bits(Image) != Check)
      return std::nullopt;
    return Image;
  }
};

bool switchedOff(const char *Value) {
  StringRef V(Value);
  return V.equals_insensitive("off") || V == "0" ||
         V.equals_insensitive("no") || V.equals_insensitive("false");
}

/// How big the directory may grow, in the syntax of LLVM's cache policies
/// (lld's --thinlto-cache-policy): 1 GiB, entries unused for 30 days go,
/// and the directory is looked at every 20 minutes at most.
/// CUACC_CACHE_POLICY's settings come after these and override them.
constexpr const char *DefaultPolicy =
    "cache_size_bytes=1g:prune_after=720h:prune_interval=20m";

} // namespace

std::optional<ImageCache> ImageCache::fromEnvironment() {
  if (const char *C = getenv("CUACC_CACHE"); C && switchedOff(C))
    return std::nullopt;
  SmallString<256> Dir;
  if (const char *D = getenv("CUACC_CACHE_DIR"); D && *D) {
    Dir = D;
  } else {
    if (const char *X = getenv("XDG_CACHE_HOME"); X && *X)
      Dir = X;
    else if (sys::path::home_directory(Dir))
      sys::path::append(Dir, ".cache");
    else
      return std::nullopt;
    sys::path::append(Dir, "cuacc");
  }
  if (sys::fs::create_directories(Dir) || !sys::fs::is_directory(Dir))
    return std::nullopt;
  return ImageCache(std::string(Dir));
}

std::string ImageCache::entryPath(StringRef Key) const {
  SmallString<256> Path(Dir);
  sys::path::append(Path, "llvmcache-" + Key);
  return std::string(Path);
}

std::optional<std::string> ImageCache::lookup(StringRef Key) const {
  std::string Path = entryPath(Key);
  Expected<sys::fs::file_t> File = sys::fs::openNativeFileForRead(Path);
  if (!File) {
    consumeError(File.takeError());
    return std::nullopt;
  }
  auto Close = make_scope_exit([&] { sys::fs::closeFile(*File); });
  // Read, not mapped: a file cut short under a mapping is a SIGBUS, and
  // someone may truncate an entry while we read it.
  ErrorOr<std::unique_ptr<MemoryBuffer>> Entry =
      MemoryBuffer::getOpenFile(*File, Path, /*FileSize=*/-1,
                                /*RequiresNullTerminator=*/false,
                                /*IsVolatile=*/true);
  if (!Entry)
    return std::nullopt;
  std::optional<StringRef> Image = EntryHeader::image((*Entry)->getBuffer());
  if (!Image)
    return std::nullopt;
  // Pruning removes the entries used least recently first: this one was
  // just used. (Only the owner may set the time; in a shared directory
  // another user's entries age from their writing.)
  (void)sys::fs::setLastAccessAndModificationTime(
      *File, std::chrono::system_clock::now());
  return Image->str();
}

void ImageCache::store(StringRef Key, StringRef Image) const {
  // Written beside the entry and renamed over it: readers see a whole
  // entry or none, and two compiles that store the same key both succeed.
  SmallString<256> Model(Dir), Temp;
  sys::path::append(Model, "llvmcache-tmp-%%%%%%%%%%%%%%%%");
  int FD;
  if (sys::fs::createUniqueFile(Model, FD, Temp))
    return;
  bool Written;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << EntryHeader::of(Image) << Image;
    OS.close();
    Written = !OS.has_error();
    // An error still set when the stream goes is a fatal error.
    OS.clear_error();
  }
  if (!Written || sys::fs::rename(Temp, entryPath(Key))) {
    sys::fs::remove(Temp);
    return;
  }
  prune();
}

void ImageCache::prune() const {
  std::string Policy = DefaultPolicy;
  if (const char *P = getenv("CUACC_CACHE_POLICY"); P && *P)
    Policy += ":" + std::string(P);
  Expected<CachePruningPolicy> Parsed = parseCachePruningPolicy(Policy);
  if (!Parsed) {
    // A policy that does not parse is the user's mistake, but not one to
    // stop a compile for: the default holds.
    consumeError(Parsed.takeError());
    Parsed = parseCachePruningPolicy(DefaultPolicy);
    if (!Parsed) {
      consumeError(Parsed.takeError());
      return;
    }
  }
  pruneCache(Dir, *Parsed);
}

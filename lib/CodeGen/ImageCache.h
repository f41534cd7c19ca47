//===- ImageCache.h - kernel images kept between compiles -------*- C++ -*-===//
//
// nvcc and the emulated device's compile are most of the time a file with
// regions adds to its compile (issue #31), and a rebuild of an unchanged
// file gives them the same text and flags again. So each image is kept in a
// directory under a key that hashes everything it depends on (ImageKey; the
// compilers say what goes in it, DeviceImage.cpp), and a compile whose key
// is there reads the image instead of running the compiler.
//
// The directory is $CUACC_CACHE_DIR, else $XDG_CACHE_HOME/cuacc, else
// $HOME/.cache/cuacc; CUACC_CACHE=off (or the plugin's cache=off) turns
// it off. The cache is never a reason for a compile to fail: a directory
// that cannot be made or written, or an entry that is not whole, is a miss.
// Entries are written to a temporary file and renamed into place, so a
// reader sees a whole entry or none, and compiles of the same file at the
// same time each write the same bytes. LLVM's cache pruning (the ThinLTO
// cache's) keeps the directory under a size: entries are named llvmcache-*,
// and pruning touches no other file.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_IMAGECACHE_H
#define CUACC_CODEGEN_IMAGECACHE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SHA256.h"
#include <optional>
#include <string>

namespace cuacc {

/// What an image depends on, hashed (SHA-256). Each part is added with its
/// length, so that parts cannot run into each other ("ab","c" is not
/// "a","bc").
class ImageKey {
public:
  ImageKey &add(llvm::StringRef Part);
  /// A program the image comes from: its real path, size and modification
  /// time (a new toolkit or Clang is a new file), or that it is missing.
  ImageKey &addTool(llvm::StringRef Path);
  /// The key as 64 hex digits. Call once.
  std::string hex();

private:
  llvm::SHA256 Hash;
};

class ImageCache {
public:
  /// The cache the environment names, its directory made if it is not
  /// there; none when it is off or there is no directory to use.
  static std::optional<ImageCache> fromEnvironment();

  /// The image stored under Key, when a whole one is there.
  std::optional<std::string> lookup(llvm::StringRef Key) const;
  /// Keeps Image under Key, then prunes the directory; does nothing when
  /// it cannot write.
  void store(llvm::StringRef Key, llvm::StringRef Image) const;

  const std::string &directory() const { return Dir; }

private:
  explicit ImageCache(std::string Dir) : Dir(std::move(Dir)) {}
  std::string entryPath(llvm::StringRef Key) const;
  void prune() const;

  std::string Dir;
};

} // namespace cuacc

#endif

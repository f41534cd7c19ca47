//===- CallSite.h - what generated host code passes from the user's scope -===//
//
// A generated call receives the addresses of the variables it needs
// (void *[]) and the values of the bounds it needs (const long[]), both
// evaluated where the user's statement is; the generated function reads
// them as __v[i] and __l[i]. Slots are numbered in the order the printer
// asks for them.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_CALLSITE_H
#define CUACC_CODEGEN_CALLSITE_H

#include "Lower/Lower.h"

namespace cuacc {

class CallSite {
public:
  size_t slot(const clang::VarDecl *V);
  size_t constant(const std::string &Text);
  /// C text of a sum of products of trip counts, its bounds evaluated at
  /// the call (in double: a product of three counts may not fit a long).
  std::string tripSum(const TripTextSum &Sum);
  /// The runtime's question whether Region, moving the N items of Data,
  /// runs faster on the host (cuacc_host_pays).
  std::string hostPays(const std::string &Region, const std::string &Data,
                       size_t N, const HostRunText &Run);
  /// The variable's storage as a void *: an array's own address, a
  /// pointer's value.
  std::string base(const clang::VarDecl *V);
  /// "(void *[]){...}, (const long[]){...}": the call's first arguments.
  std::string arguments() const;
  /// cuacc_section calls filling Array[i] for each item; Flags is added to
  /// each item's clause (" | CUACC_IF_PRESENT").
  std::string items(const std::vector<DataItemDesc> &Items,
                    const std::string &Array, const std::string &Flags = "");

private:
  std::vector<const clang::VarDecl *> Vars;
  std::vector<std::string> Longs;
};

/// A region descriptor's initializer: {"file.c", "f", 12, kind, 0}, its kind
/// naming the construct as the user wrote it ("kernels loop": the runtime's
/// CUACC_CONSTRUCT_KERNELS_LOOP) and whether it is a data construct.
std::string regionDescriptor(const std::string &File,
                             const std::string &Function, unsigned Line,
                             llvm::StringRef Construct, bool IsData);

/// Text as a C string literal: quoted, its quotes and backslashes escaped.
std::string cStringLiteral(llvm::StringRef Text);

/// Generated text placed among the user's code, with warnings off for it
/// alone (compound literals are an extension in C++, -Wpedantic says so).
std::string quiet(const std::string &Text);

} // namespace cuacc

#endif

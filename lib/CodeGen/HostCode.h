//===- HostCode.h - the host side of an offloaded region ---------*- C++ -*-===//
//
// A region statement S becomes, on its own line (so no line moves):
//
//   if (!__cuacc_region_3((void *[]){&a, &b, &n}, (const long[]){...}, 1)) S
//
// The call evaluates, in the user's scope, the addresses of the variables
// the kernels use and every bound the device code needs (sections, grid
// loop bounds, host loop bounds); __cuacc_region_3, appended to the file,
// describes the data, checks possibly aliasing pointers, enters the region,
// launches the kernels (inside host loops where the schedule has them) and
// exits. It returns 0 when the region must run on the host: no device,
// if(cond) false, or overlapping pointers; S then runs unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_HOSTCODE_H
#define CUACC_CODEGEN_HOSTCODE_H

#include "Lower/DataDirective.h"
#include "Lower/Lower.h"
#include <map>

namespace cuacc {

struct RegionCode {
  std::string CallPrefix;
  /// The call alone: 1 where the region ran on the device.
  std::string Call;
  std::string Prototype;
  std::string Definition;
  /// The cuacc_kernel variables Definition defines.
  std::vector<std::string> Kernels;
};

/// Kernels that launch another kernel's code, which is the same as theirs
/// (CodeGen/KernelShape.h): a kernel's name -> that kernel's.
using KernelImageNames = std::map<std::string, std::string>;

/// Prints a lowered region's host side; Index numbers its function and
/// descriptors within the file. Its function returns 1 where the region
/// ran on the device, 0 where the host must run the statement; Versioned:
/// 2 where the host runs it after the overlap checks passed, which the
/// call prefix leaves to the host version that follows the statement
/// (Pipeline/HostVersion.h). Images: the kernels whose code is another's.
RegionCode printRegionHost(const RegionDesc &D, unsigned Index,
                           bool Versioned = false,
                           const KernelImageNames &Images = {});

/// A data region's statement S becomes '{ __cuacc_dataN(...); S
/// __cuacc_data_exitN(); }' (Before and After, on S's own lines); an update
/// becomes '__cuacc_updateN(...); ' before the statement that follows it.
struct DirectiveCode {
  std::string Before, After;
  std::string Prototype;
  std::string Definition;
};
DirectiveCode printDataRegion(const DataDirectiveDesc &D, unsigned Index);
/// An update, enter data or exit data: a call before the statement that
/// follows it.
DirectiveCode printExecutable(const DataDirectiveDesc &D, unsigned Index);
/// host_data use_device(p, ...) S becomes '{ device addresses { shadows S
/// } }': each variable redeclared in an inner block as a pointer holding
/// its device address, so that S names the device copy (libraries, CUDA
/// code) with no change to its text.
DirectiveCode printHostData(const DataDirectiveDesc &D, unsigned Index);

/// The region's statement S, when it runs on the host (not offloaded, or
/// fallen back at run time), becomes '{ scope S }': the scope variable's
/// initializer brings the present data S reaches to the host, and its
/// cleanup (however S is left) sends what S wrote back to the device. Empty
/// Before when S reaches nothing that can be present.
DirectiveCode printHostScope(const HostScopeDesc &Scope, unsigned Index);

} // namespace cuacc

#endif

//===- FunctionNames.h - how listings and kernels name a function -*- C++ -*-===//
//
// A function template's instantiations share the template's name and lines:
// the listing, the timing report and the kernels tell them apart by their
// template arguments ('scale<float>', 'Grid<double>::relax').
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_FUNCTIONNAMES_H
#define CUACC_DIRECTIVE_FUNCTIONNAMES_H

#include <string>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace cuacc {

/// F's name as the listing and the timing report print it: its name, and
/// for an instantiation or a specialization of a template (or a member of
/// one) the arguments: 'scale<float>', 'Grid<double>::relax'.
std::string functionLabel(const clang::FunctionDecl &F);

/// The label as the start of a kernel's name (letters, digits and '_'):
/// 'scale_float', 'Grid_double_relax'. Where the label had more than names
/// and commas ('f<int *>', 'f<int &>'), a hash of it keeps two apart.
std::string kernelStem(const clang::FunctionDecl &F);

/// What '__PRETTY_FUNCTION__' is in F's body: the string by which an
/// instantiation's code finds its own region among its template's.
std::string prettyFunctionName(const clang::FunctionDecl &F);

} // namespace cuacc

#endif

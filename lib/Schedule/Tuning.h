//===- Tuning.h - the schedule's measured numbers ----------------*- C++ -*-===//
//
// The constants of Tuning.def, and the table dump=tuning prints.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_TUNING_H
#define CUACC_SCHEDULE_TUNING_H

namespace llvm {
class raw_ostream;
}

namespace cuacc {
namespace tuning {

#define TUNING(Name, Type, Value, Unit, Reason) constexpr Type Name = Value;
#include "Schedule/Tuning.def"

/// One line per entry: name, value, unit, and the measurement that chose it.
void printTable(llvm::raw_ostream &OS);

} // namespace tuning
} // namespace cuacc

#endif

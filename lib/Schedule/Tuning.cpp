//===- Tuning.cpp - the tuning table as dump=tuning prints it -------------===//

#include "Schedule/Tuning.h"
#include "llvm/Support/raw_ostream.h"

void cuacc::tuning::printTable(llvm::raw_ostream &OS) {
  OS << "tuning:\n";
#define TUNING(Name, Type, Value, Unit, Reason)                                \
  OS << "  " #Name " = " << (long long)(Value) << " " Unit ": " Reason "\n";
#include "Schedule/Tuning.def"
}

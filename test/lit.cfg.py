# lit configuration for cuacc. Substitutions:
#   %clang   the Clang 19 driver
#   %cuacc   %clang with the cuacc plugin loaded
#   %cuacc-plugin  path of cuacc.so (to pass -fplugin-arg-cuacc-* by hand)
#   %{run-emulated}  %t on the emulated device (ACC_DEVICE=emulate), its
#            standard output for FileCheck or diff, the launch notices in
#            %t.emu; fails unless a kernel ran emulated (run-emulated.py).
#            Arguments for %t follow: '%{run-emulated} copy | FileCheck %s'.
# Features: cuda-gpu when a GPU answers (set by the GPU check command).
import os
import sys
import lit.formats

config.name = "cuacc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "common.h"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cuacc_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", "")])
# Kernel images from the suite's compiles go to the build tree's cache (as
# the examples' do), not the user's ($HOME/.cache/cuacc): a second run of
# the suite takes them from there; test/Driver/image-cache.c tests the
# cache in directories of its own.
config.environment["CUACC_CACHE_DIR"] = os.path.join(
    config.cuacc_obj_root, "image-cache")

config.substitutions.append(("%cuacc-plugin", config.plugin))
# Compile and link flags for programs that call the runtime directly.
# Two rpaths: the build tree here, and the same place relative to the
# binary, for when Output/ is carried to a GPU machine.
config.substitutions.append(("%{cuaccrt}", "-I%s -L%s -lcuaccrt -Wl,-rpath,%s '-Wl,-rpath,$ORIGIN/../../../lib'" % (
    os.path.join(config.cuacc_src_root, "runtime", "include"),
    os.path.join(config.cuacc_obj_root, "lib"),
    os.path.join(config.cuacc_obj_root, "lib"))))
config.substitutions.append(("%{obj}", config.cuacc_obj_root))
config.substitutions.append(("%{cuacc-driver}", os.path.join(config.cuacc_obj_root, "bin", "cuacc")))
config.substitutions.append(("%{cuacc-info}", os.path.join(config.cuacc_obj_root, "bin", "cuacc-info")))
config.substitutions.append(
    ("%cuacc", "%s -fplugin=%s" % (config.clang, config.plugin)))
config.substitutions.append(("%clang", config.clang))
config.substitutions.append(("%{cuacc_src}", config.cuacc_src_root))
config.substitutions.append(("%{python}", sys.executable))
config.substitutions.append(("%{run-emulated}", "%s %s %%t.emu %%t" % (
    sys.executable, os.path.join(config.test_source_root, "run-emulated.py"))))

if os.environ.get("CUACC_GPU") == "1":
    config.available_features.add("cuda-gpu")

# nvcc compiles the kernels; without it cuacc warns and keeps regions on the
# host, so tests of what code generation reports need it.
import shutil
if (os.environ.get("CUACC_NVCC") or shutil.which("nvcc") or
        os.access("/usr/local/cuda/bin/nvcc", os.X_OK)):
    config.available_features.add("nvcc")

# The runtime was built with NVTX ranges (the CUDA toolkit's nvtx3/ headers):
# Profiling/nvtx.c builds a stub NVTX tool against them.
if getattr(config, "nvtx_include", "") and not config.nvtx_include.endswith("NOTFOUND"):
    config.available_features.add("nvtx")
    config.substitutions.append(("%{nvtx-include}", config.nvtx_include))

# The directive fuzzer, when tools/fuzz/build has built it (it needs
# libclang-rt-19-dev): test/Fuzz runs it briefly.
if os.path.exists(os.path.join(config.cuacc_obj_root, "fuzz", "directive-fuzzer")):
    config.available_features.add("libfuzzer")

# cuacc's CMake package. In a project:
#   find_package(cuacc CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE cuacc::acc)
# cuacc::acc compiles the target's C and C++ sources with the cuacc plugin
# (the compiler must be Clang 19) and links the runtime. Set
# CUACC_PLUGIN_ARGS (e.g. "minfo;time") before find_package for plugin
# arguments. Found relative to this file, so the installed tree can move.
get_filename_component(_cuacc_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

foreach(_lang C CXX)
  if(CMAKE_${_lang}_COMPILER_LOADED AND NOT
     (CMAKE_${_lang}_COMPILER_ID STREQUAL "Clang" AND
      CMAKE_${_lang}_COMPILER_VERSION VERSION_GREATER_EQUAL 19 AND
      CMAKE_${_lang}_COMPILER_VERSION VERSION_LESS 20))
    message(FATAL_ERROR "cuacc: the ${_lang} compiler must be Clang 19 "
      "(found ${CMAKE_${_lang}_COMPILER_ID} ${CMAKE_${_lang}_COMPILER_VERSION}); "
      "configure with -DCMAKE_${_lang}_COMPILER=clang-19")
  endif()
endforeach()

if(NOT TARGET cuacc::acc)
  add_library(cuacc::runtime SHARED IMPORTED)
  set_target_properties(cuacc::runtime PROPERTIES
    IMPORTED_LOCATION "${_cuacc_prefix}/lib/libcuaccrt.so"
    INTERFACE_INCLUDE_DIRECTORIES "${_cuacc_prefix}/include")

  set(_cuacc_flags "-fplugin=${_cuacc_prefix}/lib/cuacc.so")
  foreach(_arg IN LISTS CUACC_PLUGIN_ARGS)
    list(APPEND _cuacc_flags "-fplugin-arg-cuacc-${_arg}")
  endforeach()
  add_library(cuacc::acc INTERFACE IMPORTED)
  set_target_properties(cuacc::acc PROPERTIES
    INTERFACE_COMPILE_OPTIONS "$<$<COMPILE_LANGUAGE:C,CXX>:${_cuacc_flags}>"
    INTERFACE_LINK_LIBRARIES cuacc::runtime)
endif()
set(cuacc_FOUND TRUE)

/* version.h - the version of chiave, written by the Makefile at build time
 * (its VERSION_BASE, and `git describe` when built from a git checkout). */
#ifndef CHIAVE_VERSION_H
#define CHIAVE_VERSION_H

extern const char chiave_version[];

#endif

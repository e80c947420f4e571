/* json_arena.c - jansson's allocator: a bump allocator in this thread's blocks
 * while an arena is open, malloc and free otherwise. Installed before main,
 * so before any jansson value or thread exists. */
#include "solver/report/json_arena.h"

#include <jansson.h>
#include <stdalign.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Block {
    struct Block *next;
    size_t used, size;
    alignas(max_align_t) unsigned char data[];
} Block;

enum { BLOCK_SIZE = 64 * 1024, ALIGN = alignof(max_align_t) };

static _Thread_local Block *blocks; /* this thread's, the one in use first */
static _Thread_local int depth;     /* opens not yet closed */

static bool in_arena(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    for (const Block *b = blocks; b; b = b->next)
        if (a >= (uintptr_t)b->data && a < (uintptr_t)b->data + b->size)
            return true;
    return false;
}

static void *arena_malloc(size_t n)
{
    if (!depth)
        return malloc(n);
    n = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    Block *b = blocks;
    if (!b || n > b->size - b->used) {
        size_t size = n > BLOCK_SIZE ? n : BLOCK_SIZE;
        if (!(b = malloc(sizeof *b + size)))
            return NULL;
        b->next = blocks;
        b->used = 0;
        b->size = size;
        blocks = b;
    }
    void *p = b->data + b->used;
    b->used += n;
    return p;
}

/* A value of the arena goes with the arena; the others are malloc's. */
static void arena_free(void *p)
{
    if (p && !(depth && in_arena(p)))
        free(p);
}

__attribute__((constructor)) static void json_arena_install(void)
{
    json_set_alloc_funcs(arena_malloc, arena_free);
}

void json_arena_open(void)
{
    depth++;
}

void json_arena_close(void)
{
    if (depth == 0 || --depth > 0)
        return;
    while (blocks) {
        Block *next = blocks->next;
        free(blocks);
        blocks = next;
    }
}

# bash completion for chiave(1): commands, the options of each command, the
# values of --lang, --board, --order, --notation and --format, the names of
# `chiave themes`, and file names.
# Installed as PREFIX/share/bash-completion/completions/chiave.

_chiave()
{
    local cur prev cmd
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    cmd=${COMP_WORDS[1]}

    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "solve batch perft verify watch serve convert economy repair diagram index find themes --help --version" -- "$cur"))
        return
    fi

    case $prev in
        --lang) COMPREPLY=($(compgen -W "it de fr en" -- "$cur")); return ;;
        --board) COMPREPLY=($(compgen -W "unicode ascii none" -- "$cur")); return ;;
        --order) COMPREPLY=($(compgen -W "key,tries,set set,tries,key tries,set,key set,key,tries" -- "$cur")); return ;;
        --refutations|--max-time|-j|--jobs|--shard|--id|--index|--key|--port|--listen|--allow-host|--threads|--depth|--versions|--status|--author|--source|--men|--limit) return ;;
        --theme) COMPREPLY=($(compgen -W "reciprocal-change cyclic-change zagoruiko le-grand pseudo-le-grand dombrovskis rukhlis pickaninny albino black-correction white-correction threat-correction half-pin anti-dombrovskis hannelius arnhem bartolovic lacny urania makihovi rudenko vladimirov threat-reversal banny fleck total-fleck star-flights plus-flights black-knight-wheel white-knight-wheel grimshaw novotny schiffmann nietvelt somov barulin bristol battery-creation half-battery black-unpin pelle odessa sushkov barnes" -- "$cur")); return ;;
        --expect|--resume|--like) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --to) COMPREPLY=($(compgen -W "fen epd popeye yaml" -- "$cur")); return ;;
        --notation) COMPREPLY=($(compgen -W "letters figurine" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "svg png pdf tex" -- "$cur")); return ;;
        -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac

    local common="--json --keys-only --all-defences --refutations --lang --max-time --help"
    local report="--board --order --notation --why"
    local opts
    case $cmd in
        solve) opts="$common $report --publish --id --index" ;;
        batch) opts="$common -j --jobs --shard --resume --no-progress" ;;
        verify) opts="$common --expect --strict --key --theme --id --index" ;;
        watch) opts="$common $report" ;;
        serve) opts="--port --listen --public --allow-host --open --max-time --threads --help" ;;
        convert) opts="--to --help" ;;
        economy) opts="$common -j --id --index --help" ;;
        repair) opts="$common --key --depth --versions -j --id --index --help" ;;
        diagram) opts="--format --id --index -o --output --lang --help" ;;
        index) opts="-o --output -j --jobs --no-progress --help" ;;
        find) opts="--theme --key --status --author --source --men --like --limit --json -j --jobs --help" ;;
        themes) opts="--lang --help" ;;
        *) opts="" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    elif [ "$cmd" = themes ]; then # every theme of themes/theme_list.h
        COMPREPLY=($(compgen -W "waiter mutate incomplete-block block-threat threat checking-key effective-defences fleck total-fleck star-flights plus-flights black-knight-wheel white-knight-wheel changed-mates added-mates removed-mates transferred-mates duals unprovided-checks unprovided-flights key-check key-capture key-takes-flights key-gives-flights key-pins key-unpins key-sacrifice key-king-move key-promotion self-block pin-mate battery-mate cross-check grimshaw novotny schiffmann nietvelt somov barulin bristol battery-creation half-battery black-unpin pelle reciprocal-change cyclic-change zagoruiko le-grand pseudo-le-grand dombrovskis rukhlis pickaninny albino black-correction white-correction threat-correction half-pin anti-dombrovskis hannelius arnhem bartolovic threat-reversal banny vladimirov rudenko makihovi lacny urania odessa sushkov barnes" -- "$cur"))
    elif [ "$cmd" != perft ]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _chiave chiave

"""This game's daily challenges shipped with it (``game.challenges``), written by
``tools/challenge_days.py``: for each ISO date, its challenge of the day
(options, deal, level, goal, n, proof). Do not edit by hand."""

DAYS: dict[str, tuple[str, int, str, str, int, str]] = {
    '2026-12-01': ('C8', 10789, 'easy', 'cells', 6, (
        'bf 2b 2f a4 6a d6 8d 86 76 78 7f 1f c7 1c 1f bf 5b 5f df 54 5d 54 5f c1 8c b5 6b'
        ' 21 b6 3b c8 6c b8 4b c6 b4 7b 5c b7 62 6f 36 46 4b c5 3c 31 32 3f d4 8d 84 d4'
        ' 8d 86 8f b6 7b d6 7d c6 7c 7f bf df 63 67 6f 1f 1f 1f 1f a7 4a 4b 4d c1 4c 17'
        ' 17 27 21 2f 3f 3f 3f 3f 3f 3f 3f 3f 3f 3f 41 4f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f'
        ' 7f 4f af bf df cf 1f 1f 4f 5f'
    )),
    '2026-12-02': ('C4', 13171, 'medium', 'moves', 94, (
        '1f 3f 4f 6f 7f df 7d 7f d7 b7 6b 3d a3 36 3a 37 57 32 b3 1b 14 1f 5f 1f c5 43 8c'
        ' 45 43 4f 2f 2f 45 84 8f bf 4b c4 24 6c 82 c6 28 2c 28 2f af 8f 8f 8f 8f 64 6f'
        ' df 76 73 7f 5f 5f 5f 5f 5f 8f 5f 6f 6f 6f 6f 6f 6f 4f 4f 4f 4f 4f 6f bf 5f 1f'
        ' cf 3f 3f 3f 3f 3f'
    )),
    '2026-12-03': ('C8', 21665, 'hard', 'cells', 4, (
        '3f df 1d 1f 85 47 62 b3 8b 8f af 4a 42 4f af 8a 8f 63 83 46 d4 58 5f 2f 2f 2f 75'
        ' 7d 7f 5f 5f 5f 7f 1f af 5f 4f 4f 5f 72 7f 21 2a 2f 32 3f d5 21 2f 1f 1f 1f 1f'
        ' 1f 1f 1f 1f 5f 5f 6d c1 6c 6f 8f 8f 6f 3f 31 3f df cf bf af 6f 12 1f 2f 2f 2f'
    )),
    '2026-12-04': ('C8', 12636, 'easy', 'cells', 6, (
        'bf 7f 72 7f 7f 3b 17 48 b4 3b 3f bf 3b 3f 5f bf 5b 63 b6 5b 5f 3f 3f d6 4d a3 43'
        ' 4a 4f bf 5b 5f d3 8d a3 8a 8f 1f 43 47 b2 8b 28 2f 23 78 c7 2c 2f 1f b7 1b a1'
        ' 6a d1 6d 61 64 6f 7f 7f 7f 14 1f 3f 3f 3f 3f 3f 3f 86 8f 2f 6f 6f 6f 6f 6f 6f'
        ' 6f 6f cf bf 8f 6f af df 4f 4f 4f 4f 4f'
    )),
    '2026-12-05': ('C8', 3543, 'medium', 'cells', 5, (
        'cf 7c 7f 61 6f 1f 1f 64 6f 78 c8 d7 85 7c 7d 7f 71 15 25 18 21 2f 32 37 3f 3f 1f'
        ' 1f 3f d1 8d c1 4c d8 4d d8 c8 7c 5d c7 2c d5 2d b2 27 4b 42 4f 5f 5f 5f 5f 5f'
        ' 5f 5f af 64 6f 87 86 8f 4f 4f 7f 7f 7f 7f 7f 7f 7f 8f 8f 1f 1f 1f 57 5f 2f 2f'
        ' 5f bf 5f 3f 4f cf df 6f 5f 1f 7f'
    )),
    '2026-12-06': ('C2', 875871, 'hard', 'moves', 94, (
        'bf 14 3b a6 3a 35 3f 3f a1 46 4f 1a b7 a1 6a 5b a6 2a b5 2b 24 28 b2 24 84 74 8b'
        ' 8f b7 8b a8 82 18 1f 4f 4f 4f 4f 4f 4f 4f 4f 4a 4f 45 4f 14 a4 1a 1f bf 71 7b'
        ' 74 7f 4f 4f 4f 7f 8f 8f 8f a4 3a 3f 64 65 56 65 6f 5f 5f 5f 5f 5f 5f 5f 5f 5f'
        ' af bf 6f 4f 4f 4f 4f 4f 6f 2f 2f 2f 5f 1f 1f'
    )),
    '2026-12-07': ('C4', 458, 'easy', 'moves', 95, (
        '4f cf 8c 8f 7f 84 c4 8c 8f 8f 34 3f af 5a 58 68 68 6f 7f c6 3c 3f af 3f 13 1a 1f'
        ' 3f 3f 4f 4f 4f 4f 1f bf 1f 4f 7f 4f 1f cf df 7f 2b 2f 7f 21 26 2f bf 67 6f af'
        ' 52 57 5f 7f 7f 7f 7f 7f 2f 2f 5f 4f 1f 4f 6f 8f 8f 8f'
    )),
    '2026-12-08': ('C4', 6044, 'medium', 'moves', 88, (
        'af df 5f 1a 1d c2 1c a4 26 2a 26 a2 1a 1f 4f 4f 4f 16 81 8f 6f 6f 6f 6f 6f 8f 2f'
        ' 2f 46 4f b8 3b 31 3f 4f 24 2f 31 b1 62 6f af 5a 5f 6b 6f 4f 4f 8f 8f 1f 1f 1f'
        ' 1f 67 c3 8c 8f 7f 7f 5f bf df 3f 3f 3f 7f 72 7f af 2f 2f 2f 51 5f 71 7f cf 1f'
        ' 1f'
    )),
    '2026-12-09': ('C8', 477, 'hard', 'moves', 99, (
        '3e 3f 8f 34 3g 3f 8f 6h 2f f6 7f d7 6d g7 2g d6 4d 41 45 f4 6f 35 a3 7a d1 7d 72'
        ' 67 6f d2 84 8f 7d a2 1a d7 1d f7 1f 12 1f 6f 2f 2f 2f 2f 2f 2f 7f 7f 7f gf 7g'
        ' 7f 7f e7 6e 6f f1 5f d1 5d a1 5a 57 5f ef gf cf bf 5f 47 4f 8f 4b 4f 1f 1f 1f'
        ' 1f bf hf 1f 1f ff df af 5f 7f 7f 7f 7f 7f 7f 5f 3f 2a 2f af'
    )),
    '2026-12-10': ('C8', 9331, 'easy', 'cells', 6, (
        'bf 41 d7 4b 42 4d d3 4d 4f c4 34 3f 3f 8c b4 8b 8f 83 8f cf 8f 2c d4 6d c2 5c b5'
        ' 2b 35 73 b2 52 6b 54 b5 58 6b 51 b5 6b 6f 1f 1f 1f af 6f 2f 2f 2f 2f 2f 2f bf'
        ' 2f 2a 2f 4f 4f 4f 4f 4f 4f 25 2f 1f 1f 3f 3f 3f 5f 5f 5f 8f 8f 3f 7f df af 7f'
        ' 17 1f cf 1f 71 7f 1f 1f 7f'
    )),
    '2026-12-11': ('C2', 387225, 'medium', 'moves', 85, (
        '7f af 1f 4f 2f 53 5f 4f 7f 7a 7f af 5f 5f 6a 43 48 b4 7b a7 75 6a 6f 1f 65 86 26'
        ' 2f 27 2f 2f 87 b7 31 3f 8f 1f 1f 1f 1f 47 8b 82 8f bf 42 4f 34 3b 3f af 52 5f'
        ' bf 3f 6f 6f 6f 6f 3f 2f 2f 2f 2f 2f 2f 6f 7f 7f 7f 7f 7f 12 1f 2f 1f 4f'
    )),
    '2026-12-12': ('C8', 1816, 'hard', 'moves', 74, (
        '5e 5f 4g 4f 2h 2f 23 8f c1 8c 8f c8 6c 65 6f 8f 8f c6 2c 2f hf 2f 8f 78 7f 7h 7f'
        ' 4f d7 4d 4f 7f 7f 34 3f ff gf 52 5f df ef bf 3f 5f 1b 1d 1e 1f 1f cf 1f 8f 8f'
        ' hf 1f 5f af 67 6f 3f 7f 7f 7f 4f 4f 4f 3f 6f ef bf df 3f 2f 2f'
    )),
    '2026-12-13': ('C4', 6368, 'easy', 'moves', 116, (
        '1f cf 6c 6f 32 35 c3 27 6c a6 1a 16 1f 12 d1 5d b1 5b 56 5f 1f 1f 1f 3f 3f 8f cf'
        ' 6f 6f 6f 6f 41 4c 4f a6 8a c6 8c 83 8f 8f b5 2b d5 2d 2f bf df 2f 3f 3f 6b 6d'
        ' c3 6c 6f 45 4f 74 73 7f 2f 5f 5f 5f 5f 7f 7f 4f 4f 4f 4f bf df cf 2f 31 3f 1f'
        ' 1f 1f 1f 1f 51 5f af 1f'
    )),
    '2026-12-14': ('C8', 9247, 'medium', 'cells', 5, (
        'cf 5f 1c 64 a3 1a 1f cf bf 2b 2c 2f a2 5a b8 26 5b 24 b5 34 3b 3f 6f 6f 6f cf 32'
        ' 3c 3f 8f 8f 4f 4f 4f 4f 4f 47 83 c7 8c 8f 8f d7 8d c8 58 5f 6f 5f 6c 6f 4f af'
        ' 6f 4a 43 4f 7f 7f 7f 7f af cf df 7a 7f 1f 7f 2f 2f bf 3f 3f 7f 18 1f 7f af 8f'
        ' 8f 8f 8f'
    )),
    '2026-12-15': ('C2', 338711, 'hard', 'moves', 88, (
        'af 5a 5f 38 a3 2a 2f 2f a2 72 7f 7f 7f 8a 67 b6 86 81 8f 2f 2f 2f 32 a6 1a 8b a1'
        ' 5a b5 1b 85 b1 8b a8 3a 38 3f 5f 5f 5f 6f 6f 6f 6f 2f 2f 2f 4f 4f 6f 3f 43 45'
        ' 4f 41 4f 64 61 b6 5b 26 52 5f af 16 13 1f 1f 1f 7f 7f 3f 3f 3f bf 2f 7f 8f 8f'
        ' 1f 6f 6f 6f 6f 6f 6f 6f 4f'
    )),
    '2026-12-16': ('C8', 18360, 'easy', 'cells', 6, (
        'af 5f 6f 6f 6f bf 1f 1f 7a 7f 6b 6f 3f 1f 51 d1 2d 26 48 c4 2c 2f 3f b2 8b 82 85'
        ' 8f 7f b2 58 5f 5f 8f 8f 8f 5f 1f 1f 1f 4f 4f 7f 2f 2f 2f 2f 2f 1f 4f cf 1f 87'
        ' 8f 3b 3f 3f 4f 3f df 7f 7f 7f 6f 6f af 41 4f bf 1f'
    )),
    '2026-12-17': ('C8', 4006, 'medium', 'cells', 5, (
        '5f af 5f 7f 3f cf 36 46 4a 4f bf 36 3b 3f 75 74 74 7f 8c 87 8f 5f 5f df 8f 8d 8f'
        ' 4f 4f 4f 1f 27 23 28 b8 2b b6 2b 2f 1f cf 6f 6f 6f 6f 6f 6f 12 1f bf 1f 3f 3f'
        ' 2f 1f 6b 6f 4f 5c 5f bf 5f cf df af 6f 4f 7f 7f 7f 6f 8f 8f'
    )),
    '2026-12-18': ('C8', 14680, 'hard', 'cells', 4, (
        'af 2f df 6a 2d 21 2f 72 a7 8a 48 42 b4 6b 6f 1f 1f c4 74 7f 3c 62 d6 3d 36 3f 4f'
        ' 4f 4f 4f 4f 1f 4f 2f 2f 2f 2f bf 53 1b 13 23 d2 12 1f 5f 62 6f 2f 2f 2f 2f 2f'
        ' 7d 71 7f 34 b3 83 83 8f 1f 5b 51 5f 4f 4f 4f 4f 4f 3f 3f 3f 3f 3f 5f 81 8f af'
        ' 4f cf bf df 1f 1f'
    )),
    '2026-12-19': ('C4', 16746, 'easy', 'moves', 87, (
        '4f af 4f 8f 8f 5a 5f 1f 7f 5f 3f 3f 25 2f bf 7b 34 63 c3 83 7c 7f 2f 28 23 2f 13'
        ' b1 6b 6f 5f 5f 6f df 6f 3f 3f 3f 3f 3f 3f 3f 4f 4f 5f 6f 3f 1f 1f 8f 8f 5f 7f'
        ' af 1f bf 3f 1f 1f cf 4f 4f 8f 4f 7f'
    )),
    '2026-12-20': ('C8', 586, 'medium', 'moves', 82, (
        '5f 5e 5f 4g 4h 4f 4f 2f 2f 28 2f 2f 7f b5 1b 1f e1 7e h8 7h 7f 68 63 h3 7h 7f 8f'
        ' 8f 8f 8f 63 61 6f 8f 8f 8f 82 8f hf af ef 32 32 3f 5f 5f 3f 5f 2f 2f 2f 2f 2f'
        ' 2f 2f bf 5f gf 1f 1f 1f 1f 42 4f 1f 1f df 3a 3f af cf ff 6f 2f'
    )),
    '2026-12-21': ('C8', 1099, 'hard', 'moves', 81, (
        '6e 6f cf 1f 8c 8g 8h 8f 8f 8f 3f 3f b2 7b 61 g6 7g 7f 53 5f df 6f 6f 46 7d a6 7a'
        ' 7f 15 b1 4b 13 13 a1 4a 4f 4f af 4f 2a d1 2d 2f 3f 3f 3f 3f 3f ef 2f 3f 34 3f'
        ' 62 6f bf 53 5f 1f 1f 1f gf hf 4f 5f cf 5f 2f 2f 2f 2f 3f 3f 3f 23 2f af df ff'
        ' 1f 3f'
    )),
    '2026-12-22': ('C8', 1189, 'easy', 'moves', 107, (
        'df cf 3f 8c 8f 8f 4d 43 4f bf 6b 6e 68 67 6f 56 5g 5h 5f 5f 5f 36 3f ef 3f 1f 3e'
        ' 3f 83 a6 8a 8f b5 2b 2f 46 c4 74 7c 27 g1 2g 2f ef 1f 1f 18 1f gf 1f 6f 6f 6f'
        ' 6f 6f 6f 5f 78 7f 4f 4f 4f 4f 4f 2f 8f 8f 8f 73 7f cf ff 1f bf hf af df 3f 3f'
        ' 3f'
    )),
    '2026-12-23': ('C8', 16648, 'medium', 'cells', 5, (
        '38 75 c5 4c 45 4f c6 3c b7 3b 3f 8f 8f 1f 46 17 18 c1 21 6c d2 7d c6 d7 15 6c 7d'
        ' c6 2c d7 8d c2 5c d8 4d c5 a4 6a 6c d4 7d c6 7c a6 2a c7 6c d7 2d c6 2c c6 8c'
        ' 86 c6 3c b3 2b 28 2f d3 82 8d a3 8a 8f 6f 6f 6f 6f 6f 6f 68 6f d7 6d 6f 3f 3f'
        ' 3f 3f 5f 5f 5f 5f 5f 5f 5f 8f 51 5f 1f 1f df b6 7b 7d 16 d7 b7 6b 5d 75 7f 4f'
        ' 4f 4f 72 7f 5f 5f 5f 5f 5f df af cf 7f 2f 2f 2f 5f bf 6f 6f'
    )),
    '2026-12-24': ('C4', 19630, 'hard', 'moves', 73, (
        'cf 6c 6f 35 3f 5f 5f 5f 2f b8 6b 6f bf 4b 4f 4f 5f cf 7c 7f 7f 25 67 a6 1a 14 1f'
        ' b1 62 46 4f cf 24 28 2f 7b 7c 7f df 7f 1f 1f af 31 3f 87 87 8f 5f 5f 5f 8f bf'
        ' cf 5f 8f 7f 7f 7f 7f 8f 1f 1f 1f 4f 4f 4f 4f 6f 6f 1f 3f 2f'
    )),
    '2026-12-25': ('C8', 13996, 'easy', 'cells', 6, (
        '2f 6f cf 6c a1 3a c1 a3 7a 3c d7 c3 1c 1d 18 d8 3d c8 d3 7c 3d 78 d3 c8 3c 7d c3'
        ' 7c b7 37 31 3f af 6a 6f 6b d6 56 53 4d d5 4d 4f 6f 6f 6f 26 47 24 2f cf 2c 2f'
        ' 3f 3f 7f 7f 7f 7f 7f 7f 1f 1f a2 42 4f 51 5f 5a 5f 82 d4 14 1f 15 1f 6f 8d 8f'
        ' 8f bf 5f 8f 2f 2f 2f 2f 2f 2f 2f 2f 2f 8f 3f cf df af 4f 4f 4f 4f'
    )),
    '2026-12-26': ('C8', 1064, 'medium', 'moves', 76, (
        '2f 6f 5e 5f 3g 3f df 7f ef 5f 1d 1f 1f 7e 7f ef 7e 7h 7f hf 3f 3h 3f 1f 1f hf 63'
        ' 47 45 4f ef 4f 8e 8f 3f 3f 2f 6h 6f 61 6f 27 2f 5f 5f df 2f 1f 1f af 42 4f bf'
        ' ff hf 5f ef cf 5f 7f 7f 82 8f 2f 2f 2f gf 8f 8f'
    )),
    '2026-12-27': ('C4', 16182, 'hard', 'moves', 96, (
        'a2 8a 8f 3f 7f af 8a 8f d8 68 6d 6f c4 3c 3f 2f 2f b7 2b 24 2f 1f a2 7a 52 a7 4a'
        ' b1 45 1b a5 7a b1 a7 8a 6b a8 7a 61 76 a6 7a 78 7f 47 d8 38 3f bf 4b 48 43 4f'
        ' 5f 5f 5f 5f 5d 54 5f 4f 58 62 14 15 1f 3f 3f cf df bf 4f 4f 4f 1f 2f 2f 2f 2f'
        ' 2f 2f 7f 7f 1f 8f 8f 8f 8f 8f 8f 8f 8f 8f af 2f 5f'
    )),
    '2026-12-28': ('C4', 18463, 'easy', 'moves', 116, (
        '3f af 1f df 2a 2f 8f 8f 1d 63 d4 1d 16 1f 12 b4 7b d7 21 7d 23 72 76 d2 72 7f 3f'
        ' 3f 3f 7f 2f 2f 2f 2f 57 5d 5f 27 d2 8d 87 38 b3 5b a5 85 4a 82 47 4f 4f 5f 5f'
        ' 5f 5f 1f 1f 45 4f 4f df 5f 5f 3f 3f cf 3f af 7f 7f 7f 7f 7f 61 63 61 6f 3f 3f'
        ' 2f 2f 6f bf 1f 1f 1f 1f'
    )),
    '2026-12-29': ('C8', 19329, 'medium', 'cells', 5, (
        'cf 2c 2f df bf 45 3b 3d a1 2a 48 48 d2 57 2d 65 d2 15 2d 68 d2 8d 63 b6 3b d8 2d'
        ' b3 d2 7b 6d b7 5b d6 1d b5 3b 18 17 37 3f b7 21 2b 2f d2 4d b8 4b 4f 8f 8f 8f'
        ' 8f 8f 8f cf 2c 18 c2 8c 16 c8 73 73 7c 7f 75 7f 63 6f 6f 3f 3f 3f 3f 3f 3f 3f'
        ' 3f 3f 3f 3f 53 b3 5b 52 51 5f 8f 8f 8f 8f 8f bf 8f df af cf 3f 3f 3f 3f 3f 3f'
        ' 3f 2f 2f 8f 8f 1f'
    )),
    '2026-12-30': ('C8', 21523, 'hard', 'cells', 4, (
        'c4 58 2c b6 2b 2f 1f c2 4c b2 3b c4 5c a3 4a d1 3d a4 d3 8a 7d a8 17 3a 31 a1 3a'
        ' 3f cf 4c 32 c4 67 4c 61 c4 6c 36 b3 63 56 6b 61 62 56 b1 5b 5f b5 85 8b 86 8f'
        ' 1f 1f 1f 1f 1f 1f 18 a8 1a 1f a1 41 4f 4f 7f 7f 7f 7f 7f df bf 7f 5f 5f 5f 23'
        ' 2f 7a 7f 1f 1f 1f 7f 3f 3f 3f 3f 3f 3f 3f 3f 46 48 4f 8b 8d c2 82 8f af bf df'
        ' 2f 2f 2f 2f 6f 6f 6f'
    )),
    '2026-12-31': ('C8', 15202, 'easy', 'cells', 6, (
        'c2 3c b2 d3 27 8b 8d 8f af 3a 26 b2 6b 42 a3 b6 3a 7b a3 6a 43 b7 3b a6 3a 41 34'
        ' 31 3f bf af 4f 4f 6a 2b a6 2a 46 84 85 a2 6a b2 1b a6 b1 8a 2b 46 b2 74 27 2f'
        ' a2 18 1a 1b 1f 1f 6f 6f 6f 6f 6f 61 6f 5f 5f d5 24 2f 7f 7f 7f 7f 72 7d 7f 4f'
        ' 4f 4f 4f 4f 4f 7f 3f c2 6c 6f 2f 2f 56 5f 6f 6f 6f 5f 1f 1f 8f 8f 8f a1 5a 5f'
        ' 3f cf bf af df 1f'
    )),
    '2027-01-01': ('C8', 7870, 'medium', 'cells', 5, (
        'af bf 6f 4f 1a 1f 8f 5b 57 5f 53 5f d3 2d 28 26 a8 2a 2f 6f 6f 8f 8f 8f 52 c5 7c'
        ' d8 3d c7 8c 17 d3 8d 86 83 8f 2f 2f bf 7b 63 61 43 42 46 b7 4b 4f 6f 6f 6f 3f'
        ' 3f 3f 3f 3f 3f 3f 73 7f 7f 5f 7f 32 14 a3 b1 3a 3b 31 b3 1b a3 13 1f 2f 2f 2f'
        ' 2f 2f b3 7a 37 3f af cf df 7f 7f 7f 7f 7f 7f 7f 4f 4f'
    )),
    '2027-01-02': ('C8', 1627, 'hard', 'moves', 73, (
        'af 4f 7a 7f 6e 65 65 6g 6f 3h 3f 3f af 3f bf 3f 3f ff 23 83 8a 8b 8f 2f d8 2d 2f'
        ' 5f 5f 5f 8f 8f 2f gf 76 7f 3f 3f 3f 1g b5 1b 1f gf 1f 1f 5f 5f cf 1f 5c 56 5f'
        ' 4f ff 48 4f 7f 4f ef 8f 8f hf cf df 7f 4f bf 6f 6f 6f 5f af'
    )),
    '2027-01-03': ('C4', 4415, 'easy', 'moves', 99, (
        '4f 5f 65 b2 56 35 31 3f 3b 3f 86 8f 2f 2f 3f 56 85 83 8f 2f 26 2f b6 12 1f 4b 4f'
        ' af 8f 4f 4a 4f cf 7c 7f 6f 6f 6f 6f 6f 6f 6f 6f 61 51 51 5f cf 1f 1f 1f 1f 1f'
        ' af 1f 3f 6a 6f 6f 7f 23 2f 1f 7f 1f 3f 3f 3f 7c 7f df cf af bf'
    )),
    '2027-01-04': ('C8', 214, 'medium', 'moves', 94, (
        '4e 4f 2g 2f 4h 41 4f 4f b2 34 54 3b f4 3f 3f e3 14 5e d1 5d c8 5c 5f 5f 8f 8f h5'
        ' 8h 81 8f 8f 2f 2f f5 7f 72 7f ef 6e c5 6c 6f af 65 6f 8f ef 6f 15 1f 5f 5f 5f'
        ' 5f 5f 5f 5f 35 3f 7a 7f 4f 4f 4f 4f 4f 1e 1f 2f 2f af ef ff df hf 1f 5f 5f 2a'
        ' 2f bf 7f af cf gf'
    )),
    '2027-01-05': ('C4', 13791, 'hard', 'moves', 101, (
        '4f d7 4d 43 a3 4a 4f 4f b3 7b d5 7d 7f 27 57 52 d5 1d c1 5c 81 c5 1c b5 3b c1 2c'
        ' b3 c2 8b 58 1c 25 c1 2c 27 b2 57 5b 5f bf 2f 2f 2f 82 68 68 6b 68 64 6f 3f 3f'
        ' 3f 3f cf 3c 3f bf 1b a8 1a d3 1d 1f 15 1f cf 3f 3f 3f 8f 8f 8f 8f 8f bf af df'
        ' 5f 8f 2f 2f 2f 2f 2f 72 7f 4f 7f 3f 1f 2f 2f 2f 2f 2f 2f 2f 2f 2f'
    )),
    '2027-01-06': ('C8', 10943, 'easy', 'cells', 6, (
        'df 8f 74 7f 5d 5f 28 a3 d3 8a 3d 75 b7 5b a8 3a b5 3b 23 23 21 b2 1b a2 5a d2 3d'
        ' a5 3a b1 5b a3 d3 8a 1d b5 3b d1 a8 7a 1d b3 5b d1 b5 a7 1a 4b 5d a1 3a d5 a3'
        ' 8a b4 7b 4d a8 2a d4 5d b7 3b d5 b3 27 1b 5d a7 3a d5 3d b1 3b 3f 1f 1f 1f 21'
        ' b2 1b d2 1d 1f 7f 7f 7f 7f 7f 7f a2 5a 78 a5 7a d7 5d b7 5b 17 31 65 63 68 65'
        ' 62 6f 3f 3f c2 42 46 43 47 4f 5c a4 54 5f 1f 1f 5f 81 8f cf 4f 4f 4f 4f 3f 3f'
        ' 6f 8f 2f 2f 2f 2f 2f 2f 2f 8f df bf 1f 1f 1f 1f 8f 7f 7f 7f 7f'
    )),
    '2027-01-07': ('C8', 15528, 'medium', 'cells', 5, (
        'c2 5c 5f df 51 5d 56 5f 2f 2f 83 8f 3f 3f a2 3a 34 3f c6 a6 7a 4c 47 c7 4c 43 42'
        ' 4f a3 74 78 6a 81 a6 67 62 63 63 6f c6 7a 2c a7 1a c2 8c d8 7d 68 a1 25 2a 25'
        ' 2f 1f 1f 1f 1f 2f 3f 3f 3f 3f 3f c5 1c 83 18 d7 1d 1f 3f 3f 3f 3f 3f 4f 4f 4f'
        ' 4f c1 b1 71 7f af df 1f 1f 1f 1f 1f 1f 1f 1f 8f 8f 7f 5f 5f 5f 5f 5f 5f'
    )),
    '2027-01-08': ('C8', 3302, 'hard', 'cells', 4, (
        'bf cf df 52 5f 1f 7b 7f 4c 4d d8 3d 43 47 4f 43 d4 1d 14 c1 15 81 85 8f 6c 6f 6f'
        ' 7f 7f 6f d6 21 3d 28 d3 5d 23 d5 2d b2 21 c2 3b 5c b3 27 36 3f cf 5f 5f 5f 5b'
        ' 5f 5f 7f 7f 7f 6f 6f 6f 6f 6f 6f 6f 34 3c 3f af 12 1f 8f 8f cf bf 7f 4f 4f 4f'
        ' 8f df 7f 8f 2f 2f 2f 2f 2f 2f 2f'
    )),
    '2027-01-09': ('C8', 6329, 'easy', 'cells', 6, (
        '3f 36 3f 7f 3f df 26 8d c6 4c d4 2d 23 24 2f 6f 6f 6f 6f bf 6b 23 b2 53 12 4b 16'
        ' b4 1b c1 15 8c 78 18 a1 7a 76 7f 4f 4f 4f 5f 5f 5f 7f 6f 6f 6f c5 6c 6f 6f 34'
        ' 3f 53 56 d5 8d c5 8c a5 8a 8f 1f 1f 4f 4f 4f 4f 4f bf 4f 5f 5f 5f 5f 3f 3f 8f'
        ' 4f df cf af 5f 4f 2f 2f 8f 6f'
    )),
    '2027-01-10': ('C8', 9595, 'medium', 'cells', 5, (
        '36 3f 83 d5 6d 48 d6 8d a6 4a d8 4d 4f 8f 8f 4f 8f 48 b4 34 84 3b d3 b3 6b 5d b6'
        ' 5b c5 8c b8 5b d8 6d b5 d6 34 5b 6d b5 8b d6 7d b8 5b 27 24 c2 6c b5 28 6b 32'
        ' 24 b6 5b c6 73 6c b5 6b 21 a2 6a 61 6f a6 7a b6 7b 7f 4f 4f 4f 4f 4f 4f 4f 4f'
        ' 4f 4f 4f d7 5d c6 5c b6 1b 25 b1 5b a1 63 5a c6 5c 5f d6 1d 76 56 65 16 1f bf'
        ' af cf 1f 1f 5f 5f 5f 5f 5f 5f 5f 1f df 6f 6f 6f 6f 3f 3f 3f 3f 3f 3f 3f 1f 8f'
        ' 8f 8f 8f 8f'
    )),
    '2027-01-11': ('C4', 11915, 'hard', 'moves', 75, (
        '8f 6f 6f 6f 1f 1f 18 31 d2 3d 3f df 3f 8f 8f bf 6b 6f 36 3f 8f 4d a6 4a 4f 4f 78'
        ' b4 5b 5f 51 5f 2f 2f 23 2f 6f 6f 6f c6 2c 2f c2 72 7c 7f 5f cf df 1f 1f 1f 3f'
        ' 1f bf 71 7f 4b 4c 4f 8f 8f af 1f 1f 5f 6f 82 8f bf cf 2f 2f 2f 2f'
    )),
    '2027-01-12': ('C8', 3346, 'easy', 'cells', 6, (
        '8f bf 6f 8f 4f 4b 48 4f 46 4f 5f cf 6f 6f 8c a4 7a 75 c8 7c a8 7a 7f a7 5a c8 3c'
        ' a5 2a 24 23 28 23 2f 6f a2 5a b8 1b a5 1a 61 c6 16 5c d1 5d 5f 7f 7f 52 15 1f'
        ' 8f 8f 8f 8f 8f 8f 1f af 52 5f 31 3f 8a 8f 3f 6f 6f 6f 6f 2f 2f 2f 2f 2f 8f 6f'
        ' 1f 1f 1f 34 3f bf af cf df 4f 4f 4f'
    )),
    '2027-01-13': ('C8', 15966, 'medium', 'cells', 5, (
        '57 87 87 8f 8f 8f c5 6c c1 4c d4 8d 47 47 b4 18 1f 7f 7f 7f 7f 7f 7f 7f 6f 6f 1f'
        ' 1b 13 1f b2 41 c4 5b 5c 57 d5 3d a7 5a c7 5c b7 5b 5f 7f 7f 7f 7f 7f bf 7b c7'
        ' 2c a7 2a 28 25 2f 7f 7f 7f 5f d3 7d 7f b3 8b 42 b8 2b 64 d6 2d 64 36 34 31 3f'
        ' bf df 2f cf af 3f 6f 6f 6f 6f 3f 1f 1f 1f 2f 4f 4f 4f 4f 4f 8f 8f 8f'
    )),
    '2027-01-14': ('C4', 18952, 'hard', 'moves', 86, (
        'df 8f 3f 56 5d c4 5c 5f df 3f 3f 3f 6f 6f 4d 52 45 4f 8f 8f 4f 74 7f cf 7c d5 7d'
        ' 7f df 3d 3f b7 43 4f 8f 6b 68 6f 2f 2f d2 6d 6f a6 2a d6 1d a2 1a 12 1f cf 14'
        ' 1f 3f 3f 2c d4 c2 8c 8d b8 28 2f 8f 8f 8f 8f 8f 6f 6f 2f 4f 4f 4f 27 2f 5f 5f'
        ' 5f cf df af 7f 7f 7f'
    )),
    '2027-01-15': ('C4', 4846, 'easy', 'moves', 102, (
        '1f cf 5f 38 3f 6c 6f 8f 8f c6 4c 4f 4f 1f 36 d4 7d 7f bf 3b 3f 23 2f 2f c4 7c 7f'
        ' 71 7f 3f 3f a3 8a c7 8c 8f a8 18 1a 1f 5f bf 5b 5f df 5f cf 43 4c 4f 3f 3f 3f'
        ' 3f 25 2d 2f cf bf 6f 6f 6f df af 6f 5f 5f 6f 8f 8f 8f 8f 7f 6f 8f 1f'
    )),
    '2027-01-16': ('C8', 17954, 'medium', 'cells', 5, (
        'd5 3d 3f 6f bf 8b 68 62 6f 1f 36 d2 7d 7f a6 3a 3f 42 36 a3 13 1f 16 1a 1f b1 51'
        ' 5b 54 53 c3 53 5f 8c a5 8a 8f 4f 4f 8f 83 a8 7a 7f c8 4c 4f af 7a 7f 3f 3f 3f'
        ' 3f 3f 3f 25 21 2f 4f 8f 8f 8f 4f 1f 1f 1f 1f 25 2f af cf df 2f 5f 5f 5f 5f 5f'
        ' 5f 6a 6c 6d b1 61 6f af cf df 1f 1f 1f'
    )),
    '2027-01-17': ('C8', 2550, 'hard', 'moves', 85, (
        '2f 5e 5f 63 62 6f 6g 6f 7h 7f e6 7e 7f ff 7f 35 2f a6 2a g6 2g 2f d6 1d 17 e6 1e'
        ' 1f gf d6 8d 8g 42 g8 5g c8 5c 53 56 5f ff af hf df 5f 85 8f 7f 7f 4f 8f 8f 35'
        ' 3f 4a 4f 1f ef 1f 4d 4f af 2f 2f df bf 2f 3f 6f 6f 6f 6f 6f 6f 6f 6f 3f 3f gf'
        ' cf 5f 5f 5f 5f 5f'
    )),
    '2027-01-18': ('C8', 2560, 'easy', 'moves', 95, (
        '3e 3g 3f 4f 4h 4f 2f 63 7f g2 7g 7f 78 7f 6f af 2f 2f cf 6a 6f 6f 5f 6f 2c 2f df'
        ' 46 4d 4f af 54 5f 1f 4f 4f 5a 5f gf 81 82 8f 3f 3f 1f 1f 1f df 8f 3f 6f 3f 1f'
        ' 8f 8f ef 2d 2e 2f df ef 1d 1f df cf bf 1f af ff 7f hf'
    )),
    '2027-01-19': ('C8', 1225, 'medium', 'moves', 106, (
        'bf 2b 2e 2f 2f 3f 2f 8f 8g 8h 8f 2f 4f 41 4f b2 4b 4f a6 14 1a 15 c5 1c 1f c1 6c'
        ' e5 6e 67 85 g8 6g 6f 8f 8f a8 3a b8 3b e3 5e c3 5c 63 62 72 h7 5h a7 5a 17 a5'
        ' 31 3f 3f 71 5a g7 5g 5f bf 5f 5f ff 5f 7f 7f ef cf hf af gf df 7f 2f 2f 2f 2f'
        ' 5f 1f 1f 1f 1f 1f 1f 1f 1f 1f 7f 4f 4f 4f 7f 8f 8f'
    )),
    '2027-01-20': ('C2', 623745, 'hard', 'moves', 84, (
        '4f bf 1b 1f 1f 35 31 76 46 b6 54 5f 7b 7f 2f a2 3a 3f 7f 4f 4f 4f 36 b2 8b 8f 4f'
        ' 4f 4f 7f 4f 7f 2f 2f 2f 2f 2f af 54 5f 85 8a 8f 5f 5f bf a5 6a 6b 32 b6 27 6b'
        ' 28 b6 12 6b 14 15 b6 64 6f 8f 8f 6f 7f 7f 62 6f 5f 5f 5f 2f 2f 2f 6f 3f af 4f'
        ' 4f 4f 4f 4f 4f'
    )),
    '2027-01-21': ('C2', 732343, 'easy', 'moves', 104, (
        '8f 51 5f 3f 1f 1f b8 4b 4f 4f 18 13 1f 4f 1f a1 6a 6f 6f b1 21 75 2b 23 2f 4f 72'
        ' 7f 3f 3f 3f 75 75 7f 65 6f 3f b2 15 81 8b 81 8f 2f 2f 2f af 2f 3a 61 48 34 3f'
        ' 3f 5f 5f 5f 5f 5f 5f 5f 5f 5f 51 5f 1f 1f 1f 1f 1f 1f 5f 8f 8f af bf 4f 4f'
    )),
    '2027-01-22': ('C8', 2567, 'medium', 'moves', 81, (
        '2e 2f 81 61 6g 6f ef 8e 8h 83 8f af 2a 2f 1f 1f 1f 26 2f 42 4f 4f 8f 46 4f gf 4f'
        ' 7g 7f 7f 7f ef 7f bf 57 52 5b 5f 5f 1e 62 d6 1d 1f df cf 3f 3f 1f 6f 6f bf 35'
        ' 3f ef 5f 5f hf af 1f 3f 2f 2f 2f 2f 2f 3f gf ff 6f 3f 7f 7f'
    )),
    '2027-01-23': ('C4', 13373, 'hard', 'moves', 87, (
        'b2 6b 6f 7f 35 36 46 38 d3 4d 4f 4f bf 3f 3f 1b 1f d4 24 7d c3 7c 74 7f 75 a7 27'
        ' 2f 35 3a b3 c3 8b 6c 13 15 c6 b8 65 6b 6f af 6f 86 8a 8f df 8f 5f 5f 5f 5f 5f'
        ' 5f 5f 5f 5f 3f 3f 3f 8c 8f af 52 5f 1f cf 2f 2f 2f 5f 6f 6f 57 5f 4f 4f 4f 4f'
        ' 4f 1f bf 4f 2f 7f 7f 7f'
    )),
    '2027-01-24': ('C8', 4614, 'easy', 'cells', 6, (
        '75 72 76 7f 45 34 3f 37 3f 34 3f 6f 6f c4 6c c4 6c 6f 68 c6 5c 76 18 c5 2c 13 c2'
        ' 4c 75 c4 2c 17 21 c1 2c 2f 1f 1f 1f af d1 5a 5d 24 d5 16 4d a5 d4 87 5a 4d a5'
        ' 8a 18 d4 54 5f 6f 6f 6f 6f 6f 6f 7f 7f 7f 7f 5f 4f 4f 4f 4f 4f 4f 4f 4f 4f 4f'
        ' 8f 8f 4d 4f 83 83 8f cf 4c 4f af bf df 5a 5f 2f 5f cf af 2f 3f 3f 3f'
    )),
    '2027-01-25': ('C8', 8386, 'medium', 'cells', 5, (
        'b4 1b 86 d8 a1 8a c1 a8 6a 1c 8d c1 8c a6 4a 41 84 83 a1 8a 81 b8 7b c8 7c d8 7d'
        ' 7f 7f 2f b8 7b 27 d2 52 5f 5d a5 7a d7 57 5f bf 25 2b 27 2f 4f 4f a2 6a 3d a6'
        ' 3a a1 3a 35 b3 6b d1 3d b6 d3 8b 7d b8 5b d7 4d b5 64 62 68 6b 67 6f 1f 1f 1f'
        ' 1f 1f 1f 1f 1f 1f c7 48 4f df 4f 3f 3f 3c 3f 8f 8f 8f 8f 8f 8f 8f 8f 1d 1f 5f'
        ' 5f 5f 5f 5f 7f 7f 7f 7f 7f 7f 1f bf cf df af 2f 2f'
    )),
    '2027-01-26': ('C8', 11485, 'hard', 'cells', 4, (
        'bf df 7b 7d 7f 8f 4f c3 7c 7f a3 1a 1f a1 6a 61 c1 7c b7 6b 67 6f 1f 1f 1f 1f 1f'
        ' 18 d1 2d 2f 4f 1f 1f cf 36 3f df 3f 83 8c 8f 27 58 58 5d 54 5f 5f 2f df bf 7f'
        ' 7f 7f 2f 6f 6f 6f 6f 6f af 2f 8a 8b 4d b8 4b a8 4a 41 4f 3f 3f 3f af df bf cf'
        ' 8f 8f 8f 3f 8f 1f'
    )),
    '2027-01-27': ('C8', 21283, 'easy', 'cells', 6, (
        '5f c7 4c 17 c1 12 4c a1 4a 4f df 6d a6 4a 48 a4 6a 65 b6 3b a5 3a 31 3f 7f 7f 7f'
        ' 7f 7f 7f c3 a3 24 2a 2f 3f 3f 3f b2 8b 5c b8 21 5b d2 8d b5 8b 81 71 c5 6c 65'
        ' c5 8c 8f 86 8f cf 5c 26 32 c5 15 17 12 1f df bf 2f 2f 2f 51 52 5f 1f 1f 1f 1f'
        ' 1f 1f 1f 1f 1f 1f 1f 1f 5f af 5f 6f 6f 6f 6f 2f 6f 7f 7f 6f 4f 4f 4f 4f'
    )),
    '2027-01-28': ('C8', 2032, 'medium', 'moves', 103, (
        'df 4f 7f 3d 3e 3g 3f 2f 1f gf 3f ef 7e 73 7f 1f 2g 2f 3f 3f 25 2f 1h 1f 8f 8f b7'
        ' 58 f8 5b 5f 53 h1 5h 5f 1f 1f c1 41 4c a6 8a b4 6b a8 6a 63 c3 6c d3 6d 65 6f'
        ' 2f f3 4f h3 4h 4f 4f df ff hf bf af gf 3f 3f 3f 3f 3f 3f 8a 8b 8d 8g 8f 8f af'
        ' bf df gf ef cf 5f 8f 1f 1f 1f 71 7f 1f 1f'
    )),
    '2027-01-29': ('C8', 3546, 'hard', 'cells', 4, (
        'cf 43 23 2c 2f 26 51 b2 4b 4f 4f 6f 6f af 6f 6a 62 64 6f 76 d4 7d 7f 2f 2f 2f af'
        ' 7f 7f df 2f 8a 8d 8f c2 8c 8f cf 5c 56 5f a5 3a 86 a3 7a a3 47 34 3f 4f 4f 4f'
        ' 4f 4f 6f 6f 6f 3a 3f 1f 1f bf 3f 3f 1b 51 15 1f 5f 5f 5f 5f 7f 7f 7f 1f cf bf'
        ' af df 1f 2f'
    )),
    '2027-01-30': ('C8', 2418, 'easy', 'moves', 147, (
        '6f af 8a 8e 8g 8f 8h 8f cf 6c 7f c6 b7 6b 2c b6 7b c6 b7 1b 1c 14 c1 3c 13 f1 3f'
        ' 36 53 f6 5f 58 c8 5c 5f h5 3h 36 h6 3h 38 e3 2e a3 2a 2f 6f 6f 6f 6f 6f 6f 6f'
        ' 6f g3 6g 6f 4f 4f 6f e6 7e h4 58 7h 72 42 48 b8 7b 7f 3f 3f 3f 3f ef hf cf 7f'
        ' df 48 4f 6f 4f gf 8f 8f 8f 8f 8f 8f 8f 8f 1c 1d 1f cf df bf ff 2b 2c 2d 2e 2f'
        ' bf cf df ef af'
    )),
    '2027-01-31': ('C8', 9872, 'medium', 'cells', 5, (
        '1f c7 6c 6f 3f 63 53 a8 1a 1f 3f 3f 3f 1f 3f a3 8a 16 b1 4b a8 4a 45 4f b5 8b 43'
        ' b8 16 8b c1 a1 7a 2c a7 b8 7a 6b a7 5a b6 4b a5 62 8a b4 7b a8 2a b7 a2 36 8a'
        ' 7b 31 b7 2b a8 7a b2 a7 6a 5b a6 5a 52 56 36 a2 8a b2 7b a8 7a 75 74 71 7f 8f'
        ' 8f d1 8d 8f a1 8a 8f cf b1 64 6f 1f 1f 1f 1f 1f 1f 1f 27 2f 2f 5f 5f 8f af 5f'
        ' df 2f 2f 4f 4f 4f 4f 4f 4f 4f 4f 5f 7f 7f 7f 7f 7f 7f 7f 7f 7f'
    )),
    '2027-02-01': ('C8', 12720, 'hard', 'cells', 4, (
        'bf 7f cf d1 2b 2f 5c 4d 41 4f df 4f 5d b5 54 6b 6f c5 51 2c 56 35 23 2f 73 87 83'
        ' b8 2b 87 82 8f a8 2a b8 6b a2 6a 6f 3f 3f 3f 3f bf af 3f cf 3a 3f 7f 7f 7f 7f'
        ' 3f 2b a7 15 17 1f 7f 7f 7f bf 16 1f 8f 8f 8f 7a 7f 4f 4f 4f af df 6f 6f 4f 5f'
        ' 5f 5f 5f 5f 5f 5f 5f 6f'
    )),
    '2027-02-02': ('C4', 3590, 'easy', 'moves', 143, (
        '2f df 5d 5f c7 4c 86 c8 4c 38 43 4f d4 6d 62 d2 6d a6 4a d6 4d 4f 3f 3f 6f 6f 6f'
        ' c4 5c b4 5b 5f d5 2d a5 2a 38 14 16 a2 7a d2 a7 8a 2d 17 a8 2a 15 a2 7a d2 61'
        ' 2d a7 2a 67 26 2f 5f 5f 5f 5f 2f 1f 1f 1f 1f 3f 2f 7f 7f 7f 7f a6 7a d6 7d b2'
        ' 7b 7f bf df 8f 8f 8f 8f 7f 2f 2f cf af 8f 31 3f 4f 4f 4f 81 8f 8f 6f 6f 6f 6f'
        ' 1f 1f'
    )),
    '2027-02-03': ('C8', 8657, 'medium', 'cells', 5, (
        '2f df 4f 2f 1d 1f 52 a4 5a a4 3a 34 c4 26 12 1c 1f 2f 2f b1 17 5b d1 6d 81 d6 8d'
        ' 58 51 5f 35 36 3f 6f 6f 6f 6f 68 61 6f 4f 4f 4f 4f 4f 6f 2f b6 4b 4f 2f cf bf'
        ' 82 8f 45 4f 1f 1f 1f 1f 8b 8f 3f df 7c 7d a5 7a 7f 5f 5f 5f 71 7f bf 7f 6f 6f'
        ' 2f 2f 2f 7f cf df af 1f'
    )),
    '2027-02-04': ('C4', 18952, 'hard', 'moves', 86, (
        'df 8f 3f 56 5d c4 5c 5f df 3f 3f 3f 6f 6f 4d 52 45 4f 8f 8f 4f 74 7f cf 7c d5 7d'
        ' 7f df 3d 3f b7 43 4f 8f 6b 68 6f 2f 2f d2 6d 6f a6 2a d6 1d a2 1a 12 1f cf 14'
        ' 1f 3f 3f 2c d4 c2 8c 8d b8 28 2f 8f 8f 8f 8f 8f 6f 6f 2f 4f 4f 4f 27 2f 5f 5f'
        ' 5f cf df af 7f 7f 7f'
    )),
    '2027-02-05': ('C8', 4802, 'easy', 'cells', 6, (
        'df af 3a 3f 2f cf 6c 6f 6d 42 41 a6 7a c7 6c a7 c6 78 6a 5c 54 a6 5a 54 5f 4f 4f'
        ' 4f 5f d5 6d 47 b4 27 6b c6 2c 28 2f b2 6b d2 6d 6f 2f 2f 2f 74 71 7f bf df 81'
        ' 8b 85 8f 7f 8f 4f 4f 4f 4f 4f 4f 4f 8f 15 1f 3d 3f 5f 5f 5f 5f 5f 5f 5f 5f 5f'
        ' 5f 3f 13 1f af 3f 3f 1f bf df cf 1f'
    )),
    '2027-02-06': ('C2', 13445, 'medium', 'moves', 88, (
        '8f 8f b3 5b 15 16 1f b1 2b 2f af 5a 46 56 5f 7f a6 2a 2f 2f b2 8b 8f af 78 71 75'
        ' 52 8a 87 a7 38 4a 46 48 4f 5f 35 38 3f 3f 6f 6f 6f 6f 6f 6f 3f 3f 4f 7f 7f 7f'
        ' 8f 8f 8f 8f 8f 7f 1f 1f 1f 2f 2f 2f 2f af 14 1f 4f 4f 5f 5f bf 61 6f 1f 6f 6f'
        ' 6f'
    )),
    '2027-02-07': ('C8', 1955, 'hard', 'moves', 89, (
        '4f 6f 73 8e 8g 8f 8f 85 8f 6h 6f 2f 2f d3 4d a8 48 4f hf 5a 5h 5f 3f 3f 3f 5f 2f'
        ' 2f 5f g8 5g 5f c8 3c g5 3g 3f 34 38 47 e4 6e 24 g2 6g 6f gf ef 7e 7g f2 7f 7f'
        ' 5f c7 1c 18 13 14 1f 8f 8f 8f 8f 8f 8f 1f ef gf ff 7e 7g 7f 2f 2f 2f 7f bf ef'
        ' gf af hf df 4f 4f 4f 4f cf 3f'
    )),
    '2027-02-08': ('C8', 289, 'easy', 'moves', 108, (
        '1f 2e 2f 4f 3g 3h 3f gf 1g 17 1f 1f 27 2f 21 2f cf 4c h1 41 43 4f 4f 7h e1 7e a2'
        ' 7a 7f 8f b8 7b 7f 3f 3f 34 3f 53 56 5f f3 5f 5f cf 5f bf df 8f 8f 82 8b 8f 8f'
        ' ff 7c 7f gf cf 6f 6f 6c 63 6f 3f 3f 3f 6f 1f 1f 1f 1f 1f bf cf hf ef af 4f 6f'
        ' 2f 2f'
    )),
    '2027-02-09': ('C8', 8436, 'medium', 'cells', 5, (
        '5f 6f 1f 5f a2 4a 4f c1 12 73 75 37 b3 67 5b 1c b5 31 43 a4 5a 6b d6 a5 6a 2d a6'
        ' 8a d2 81 8d 83 c8 53 5f 5c 5f 2f 2f 2f 2f d2 71 a7 2a 2d 2f 7f 7f 25 2f bf 2b'
        ' d5 a5 45 4f 4a 6d a2 c2 d6 3a 6c 6d a3 6a 6f 1f 1f 1f 1f 1f 1f 1f 1f 1f bf 1f'
        ' 3f 3f 3f 3f 3f af 73 7f 8f 8f 8f 3f 3f 2f 2f 35 3f cf df 5f 5f 5f 5f 5f 5f'
    )),
    '2027-02-10': ('C2', 762250, 'hard', 'moves', 79, (
        '2f 3f bf 72 12 68 65 7b 76 7f 4f 78 7f 5f 5f 2f 2f 2f 8f 8f 8f 34 a7 3a b7 1b 16'
        ' 1f af 81 45 3a 3f 38 34 23 27 2f 6f 6f 6f a6 42 4f 47 4f 1f 1f 84 8f 8f 7f 7f'
        ' 7f 7f 8f 56 5f 5f 3f 65 6f 2f 2f 2f 1f bf 6f 54 5f 4f 4f 4f 4f 4f 4f 4f 4f 4f'
    )),
    '2027-02-11': ('C8', 6778, 'easy', 'cells', 6, (
        'cf 13 1f 3f 3f 1f 7c 7f c2 6c 76 d7 1d b1 d1 13 2b 6d b2 7b d6 2d 16 b7 a1 6a 6b'
        ' d2 6d 63 61 62 6f d6 b6 8b 8d a6 8a a2 8a 8f 4f a8 4a 42 b4 81 4b a8 2a b4 2b'
        ' d4 b2 8b a2 b8 4a 7b 2d a4 d2 8a 6d b7 4b a8 2a b4 a2 7a 6b a7 3a b6 4b d6 2d'
        ' b4 d2 8b 31 4d a1 4a b8 2b a4 2a d4 a2 8a 23 25 2f bf 3f 3f 3f 3f 3f 2f 5f 5f'
        ' 5f 2f 4f 4f 4f 5f 4f 1f 1f 1f 1f 1f 1f 1f 1f 1f 71 7b 7f 5f 56 5f bf af 5f 6f'
        ' 6f 6f 6f 31 3f cf 3f 4f 1f 1f 1f'
    )),
    '2027-02-12': ('C8', 16348, 'medium', 'cells', 5, (
        '8f 8f 13 14 54 c5 1c 16 13 1f df af bf 6a 6b 68 6f 5d c1 61 86 d5 8c 5d 84 b8 a8'
        ' 6a d5 a6 48 7a 7f 5b 3d b5 8b d3 6d b8 4b d6 54 5f 3d 54 d3 5d c5 51 42 4f 31'
        ' 75 74 7f 2f 2f 2f 2f 2f 7f 3c 3f 1f 1f 1f 1f 1f 1f 1f b1 3b 3f 6f 6f 6f 6f 2f'
        ' 2f 4f 4f cf 3f 8f 8f 8f 8f 8f 8f 8f df 2f 4f bf af 2f 1f 2f 5f'
    )),
    '2027-02-13': ('C8', 10529, 'hard', 'cells', 4, (
        '1f 76 56 d5 8d 8f a5 b6 73 72 6a 3b a6 1a c1 b3 78 71 75 6b 3c b6 2b c3 6c a7 b2'
        ' c6 67 6f 67 3a 3b 62 4c b4 a4 3a 3b 3f 2f 2f 2f af 2a 25 2f 1f 1f 1f 14 1f 1f'
        ' 3f 5f 5f 5f 5f 5f 6f bf 6f 38 d8 41 a4 43 42 4f cf 2f 2f 4f 5f 3f 3f 51 5f 5f'
        ' 8f 8f 8f 8f 2f 8f 8f 1f 1f 1f 1f 1f 8f 7f 7f 7f 7f 7f 7f'
    )),
    '2027-02-14': ('C8', 12670, 'easy', 'cells', 6, (
        '1f d2 3d 3f 3f c4 42 5c 54 d5 7d a7 5a c7 5c 53 5f 6f df 5f af cf 35 37 3f 6a 6f'
        ' af 6a 6f af bf 25 2a 23 2f 5f 5f 5f 5f 5f 5f 2f 13 13 1f 15 1f 8b 8f 8f 72 7c'
        ' 7f af 76 7f 8a 8f 4d a8 4a 4f 2f 2f 2f 2f 2f bf 4f df af cf 4f 3f 3f 3f 4f 6f'
        ' 6f 8f 8f 5f'
    )),
    '2027-02-15': ('C2', 97294, 'medium', 'moves', 95, (
        '6f 3f 4f 64 6f b4 3b a3 7a 76 73 72 7f 8f 57 b2 8b 87 b2 8b 87 8f 67 b6 23 2f 3f'
        ' 3f 3f 3f 3f 3f 3f 2f 2b 28 2f 5f 57 5f a6 1a b5 1b 1f 12 14 1f 34 37 57 b5 3b'
        ' 3f 4f 4f 4f 4f 4f 6f 6f 6f af 6f 4f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 8f 41 45 4f'
        ' 5f 5f 5f 2f 4f bf 1f'
    )),
    '2027-02-16': ('C8', 21335, 'hard', 'cells', 4, (
        'b5 3b 36 3f cf 35 3f 3f bf d5 6b 6c 56 23 2f 2f 4d c5 b5 8b 7c 75 23 b7 2b c2 28'
        ' 53 d5 7c 8d c7 6c d8 5d 51 c6 b5 7b 1c 53 b7 8b c1 7c d1 8d c7 d8 6c 7d b8 c6'
        ' 1b d7 6c b1 c6 5b 7c 1d c7 8c d1 6d c8 7c 64 d4 7d 71 68 64 a6 7a 7f 16 14 1f'
        ' bf 62 6f 8b 14 b8 41 4f af cf df 4f 8f 8f 8f 8f 8f 8f 2f 2f 2f 2f 2f 2f 2f 4f'
        ' 3f 3f 3f 3f 3f 3f 3f 3f 8f 8f 1f 1f 1f 1f 1f 1f 1f 1f 1f 1f 4f 1f'
    )),
    '2027-02-17': ('C8', 3469, 'easy', 'cells', 6, (
        '81 8f 75 7f 5f 5f 75 7f d7 8d c8 7c 72 78 a7 5a 38 c2 31 d3 2c 2d a5 d2 8a 5d c2'
        ' d5 a8 7a 5c 2d c5 8c d2 8d a7 3a d8 c8 2c 7d c2 3c d7 3d c3 5c a3 2a c5 a2 8a'
        ' 7c a8 3a 36 c3 5c a6 2a c5 a2 8a 3c a8 83 4a b8 4b 4f a8 5a d4 5d 51 5f c7 6c'
        ' b1 48 2b c6 1c b2 c1 8b 7c b8 6b 57 58 c5 6c 48 c6 2c b6 1b c2 6c 42 b1 2b c6'
        ' 1c b2 c1 15 17 1b 6c b1 2b c6 2c 21 23 c1 6c b1 6b 62 68 68 6f cf bf 2f 2f 2f'
        ' 65 6f 1f 1f 1f 1f 1f 1f 3f 3f 3f 3f 3f 1f 2f 1f 7f 7f 25 2f af df 8f 8f 8f 8f'
        ' 8f 8f 8f 8f 8f 8f 5f 5f 5f 5f 5f 5f 5f 5f 5f'
    )),
    '2027-02-18': ('C2', 368125, 'medium', 'moves', 91, (
        '3f 7f b5 6b 6f a6 1a 17 47 a4 54 5f 3f 1a 1f 4f 4f 4f 4f 54 12 a1 8a 8f 8f af 5a'
        ' 5f 5f 3f af 65 6f 8a 86 8f 12 72 67 76 7f 4f 4f 71 7f 47 a7 4a 4f 38 3f 4f b1'
        ' 3b 3f a1 21 2f 1f 1f 1f 1f 1f 1f 1f 1f 1f 1f 2f bf 2f 6f 6f 6f 6f 7f 7f 2f 5f'
        ' 5f 2f 8f'
    )),
    '2027-02-19': ('C8', 7870, 'hard', 'cells', 4, (
        'af bf 6f 4f 1a 1f 8f 5b 57 5f 53 5f d3 2d 28 26 a8 2a 2f 6f 6f 8f 8f 8f 52 c5 7c'
        ' d8 3d c7 8c 17 d3 8d 86 83 8f 2f 2f bf 7b 63 61 43 42 46 b7 4b 4f 6f 6f 6f 3f'
        ' 3f 3f 3f 3f 3f 3f 73 7f 7f 5f 7f 32 14 a3 b1 3a 3b 31 b3 1b a3 13 1f 2f 2f 2f'
        ' 2f 2f b3 7a 37 3f af cf df 7f 7f 7f 7f 7f 7f 7f 4f 4f'
    )),
    '2027-02-20': ('C8', 10537, 'easy', 'cells', 6, (
        'a3 5a 58 57 5f b8 1b a1 2a 25 27 d5 2d 25 2f af 7f 7f 7f 1a d7 1d 1f 4f 42 b4 32'
        ' 6b d6 1d 1f a6 4a 12 41 a1 4a b4 71 47 4f 3b 3f 32 3f 3f 8f 8f 8f 8f 5f 5f 5f'
        ' 5f 8f 85 8f af 8f 6f 6f 6f 6f df cf 5f 5f 7f 7f 7f 7f 7f 6f 7f bf 6f 1f 1f 1f'
        ' 1f 6f 2f 2f 2f 2f 2f'
    )),
    '2027-02-21': ('C2', 824584, 'medium', 'moves', 86, (
        'a4 3a 34 63 63 68 6f 3f 3f 3f bf 3f 3f 8f 8f 6f 3f 8b 8f 8f a3 8a 8f 3f 3f 7f 54'
        ' 5f 6f 4f 4f 4f 4f 54 b3 1b 43 a1 46 4a 45 a4 54 5f 7a 7f 73 7f 15 1f bf 1f 1f'
        ' 2f 1f 42 4f 26 2f 7f 6f 6f 6f 6f 6f 6f 6f 23 2f 5f 5f 5f af 3f 3f 3f 3f 3f'
    )),
    '2027-02-22': ('C2', 119151, 'hard', 'moves', 80, (
        'bf 27 2f af 7f 7f 5a 5f 53 5b 5f 2f af 4a 4f 6f 81 45 85 81 8f 43 74 75 7f a5 6a'
        ' 76 72 42 4f 62 6f 6f 2f 2f 2f 2f 2f 2f 82 8f 2f 2f 35 35 a4 17 1f 3a 3f 2f 7f'
        ' 7f 7f 32 3f 4f 4f 2f 2f b5 1b 1f bf af 5f 5f 5f 5f 5f 5f 5f 5f 5f 5f 12 1f 6f'
        ' 2f'
    )),
    '2027-02-23': ('C8', 1326, 'easy', 'moves', 98, (
        '7f 6f 5e 5f 2f 2f 7f 7f 2f 7f 8g 8h 8f 76 7f 8f 8f cf 3c 37 3f 3f ff 1f 4f 4f 15'
        ' d4 1d 1f ff bf 1f 8f 68 6b 68 6f ef 6f cf bf gf 8f 8f 8f 4b 4c 4f 4e 4f af 1f'
        ' ef bf cf df 27 27 2f hf 3f 51 57 5f 3f 7f 7f 7f 7f 5f 1f 1f'
    )),
    '2027-02-24': ('C8', 1080, 'medium', 'moves', 93, (
        'df 5f 34 3f 8d 8e 8f 8g 8h 8f 6f 67 6f 5f g8 3g 37 3f 3f af cf 1a 1f ef gf 13 1c'
        ' 1f 1f ff 4e 4g 43 4f 4f h4 7h 7f b8 2b 26 21 23 2f 52 g3 7g 75 7f 2f 2f 8f 8f'
        ' 7f hf ff gf ef 3f 3f 3f 3f 7e 7f df ef 5d 5e 5f 5f 6f 6f bf cf 42 4f 6f 2f 2f'
        ' 6f df ef af 1f'
    )),
    '2027-02-25': ('C8', 13660, 'hard', 'cells', 4, (
        '8f 5f df 6f 8d 8f cf 1c 12 1f 38 41 b4 3b c3 24 8c d2 3d c8 3c 3f bf 6b 63 6f bf'
        ' df cf 8b 8c 8f 7f 76 75 7d 7f bf cf 3b 3c 3f d3 2d c3 2c 2f b3 1b 86 b1 5b 21'
        ' b5 63 56 15 1f 1f 5f 5f 5f 5f 6f 6f 6f 7f 5f df cf 5f af 41 4f 5f 2f 2f 4f 3f'
        ' 3f 3f 3f 3f 3f 4f 1f 1f 1f 1f 4f'
    )),
    '2027-02-26': ('C8', 5891, 'easy', 'cells', 6, (
        '5f c3 7c 7f 8f cf 8c 83 b8 87 8b a8 4a d8 4d 48 4f 4f 1f 15 b8 18 1b 1f af 3a c1'
        ' 3c 48 34 3f c4 6c 6f a4 3a 3f 2f 21 2f 34 b3 6b 6f 4f 4f 4f 4f c3 2c b6 5b d2'
        ' 6d b5 18 2b d6 5d b2 6b c2 5c 57 5f 2f 2f 2f 2f 8f 8f 8f 8f 8f 8f 8f 8f 8f 8f'
        ' 75 73 7f 3f 3f 3f 3f a7 6a 6f 5f 5f 5f 5f 5f bf af 5f df cf 7f 7f'
    )),
    '2027-02-27': ('C8', 1028, 'medium', 'moves', 88, (
        '3f 8e 8f 7f 7g 7f 3f 7h 7f 6f 56 a6 5a 57 5f 3f c7 2c 53 e5 2e 2f 5f 5f cf 2f 1f'
        ' 2f ff 6c 6f g2 6g 6f h5 6h 6f cf ff gf 1c 1g 1f 13 1f 6f 4f 8f 8f df 87 8f 3f'
        ' 3f 3f ff 3d 3f 2f 2f gf 4g 47 4f gf hf df ef bf 5f 4b 4f cf bf af 7f 7f 7f 7f'
        ' 7f'
    )),
    '2027-02-28': ('C2', 973320, 'hard', 'moves', 88, (
        '3f 7f 67 b8 68 a8 7a 8b 45 b8 a7 5a 8b a5 3a b8 73 6b 6f 6f 7f bf 7f 7f 1f 3f 3f'
        ' 3f 16 1f 3b b8 3b 3f a3 2a 2f 1f 2f 13 1f bf 21 2f 5b 43 41 46 b5 8b 45 43 23'
        ' b8 54 5f 5b 5f 5f 8f 8f 8f 8f 8f 8f 3f 3f 3f 3f 3f 3f 4f 4f 4f 4f 8f af bf 8f'
        ' 5f 6f 6f 6f 7f 8f 8f 1f 1f'
    )),
}

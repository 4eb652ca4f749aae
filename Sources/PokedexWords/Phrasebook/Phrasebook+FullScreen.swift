extension Phrasebook {
    /// The full-screen Pokédex: its footer's hints, help screen, prompts, messages and breadcrumb.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let fullScreenRows = """
        ↑↓ scroll | ↑↓ スクロール | | ↑↓ 스크롤 | ↑↓ 滚动 | ↑↓ 捲動 | ↑↓ défiler | ↑↓ scrollen | ↑↓ desplazar | ↑↓ scorri
        f links | f リンク | | f 링크 | f 链接 | f 連結 | f liens | f Links | f enlaces | f link
        1-9 sections | 1-9 項目 | 1-9 こうもく | 1-9 항목 | 1-9 章节 | 1-9 章節 | 1-9 sections | 1-9 Abschnitte | 1-9 secciones | 1-9 sezioni
        g game | g ゲーム | | g 게임 | g 游戏 | g 遊戲 | g jeu | g Spiel | g juego | g gioco
        ⏎ open | ⏎ 開く | ⏎ ひらく | ⏎ 열기 | ⏎ 打开 | ⏎ 打開 | ⏎ ouvrir | ⏎ öffnen | ⏎ abrir | ⏎ apri
        c compare | c 比較 | c ひかく | c 비교 | c 比较 | c 比較 | c comparer | c vergleichen | c comparar | c confronta
        s shiny | s 色違い | s いろちがい | s 색이 다른 | s 异色 | s 異色 | s chromatique | s schillernd | s variocolor | s cromatico
        ⌫ back | ⌫ 戻る | ⌫ もどる | ⌫ 뒤로 | ⌫ 返回 | ⌫ 返回 | ⌫ retour | ⌫ zurück | ⌫ atrás | ⌫ indietro
        ? keys | ? キー | | ? 키 | ? 按键 | ? 按鍵 | ? touches | ? Tasten | ? teclas | ? tasti
        q quit | q 終了 | q しゅうりょう | q 종료 | q 退出 | q 退出 | q quitter | q beenden | q salir | q esci
        ←→ choose | ←→ 選ぶ | ←→ えらぶ | ←→ 선택 | ←→ 选择 | ←→ 選擇 | ←→ choisir | ←→ wählen | ←→ elegir | ←→ scegli
        ↑↓ move | ↑↓ 移動 | ↑↓ いどう | ↑↓ 이동 | ↑↓ 移动 | ↑↓ 移動 | ↑↓ déplacer | ↑↓ bewegen | ↑↓ mover | ↑↓ sposta
        / edit | / 編集 | / へんしゅう | / 편집 | / 编辑 | / 編輯 | / modifier | / bearbeiten | / editar | / modifica
        / search | / 検索 | / けんさく | / 검색 | / 搜索 | / 搜尋 | / chercher | / suchen | / buscar | / cerca
        t type | t タイプ | | t 타입 | t 属性 | t 屬性 | t type | t Typ | t tipo | t tipo
        ⇥ entry | ⇥ 図鑑 | ⇥ ずかん | ⇥ 도감 | ⇥ 图鉴 | ⇥ 圖鑑 | ⇥ fiche | ⇥ Eintrag | ⇥ ficha | ⇥ scheda
        ⇥ list | ⇥ 一覧 | ⇥ いちらん | ⇥ 목록 | ⇥ 列表 | ⇥ 列表 | ⇥ liste | ⇥ Liste | ⇥ lista | ⇥ elenco
        no picture | 画像なし | がぞうなし | 그림 없음 | 无图片 | 無圖片 | pas d’image | kein Bild | sin imagen | nessuna immagine
        pictures are off | 画像オフ | がぞうオフ | 그림 꺼짐 | 图片已关闭 | 圖片已關閉 | images désactivées | Bilder aus | imágenes desactivadas | immagini disattivate
        ↑↓ choose | ↑↓ 選ぶ | ↑↓ えらぶ | ↑↓ 선택 | ↑↓ 选择 | ↑↓ 選擇 | ↑↓ choisir | ↑↓ wählen | ↑↓ elegir | ↑↓ scegli
        ⏎ its moves | ⏎ このゲームの技 | ⏎ この ゲームの わざ | ⏎ 이 게임의 기술 | ⏎ 该游戏的招式 | ⏎ 該遊戲的招式 | ⏎ ses capacités | ⏎ ihre Attacken | ⏎ sus movimientos | ⏎ le sue mosse
        Esc keep the game | Esc そのまま | | Esc 그대로 | Esc 保持不变 | Esc 保持不變 | Esc garder le jeu | Esc Spiel behalten | Esc mantener el juego | Esc mantieni il gioco
        Loading | 読み込み中 | よみこみちゅう | 불러오는 중 | 加载中 | 載入中 | Chargement | Lädt | Cargando | Caricamento
        Keys | キー | | 키 | 按键 | 按鍵 | Touches | Tasten | Teclas | Tasti
        (in the list) | （一覧で） | （いちらんで） | (목록에서) | （列表中） | （列表中） | (dans la liste) | (in der Liste) | (en la lista) | (nell’elenco)
        (in an entry) | （図鑑で） | （ずかんで） | (도감에서) | （图鉴中） | （圖鑑中） | (dans une fiche) | (in einem Eintrag) | (en una ficha) | (in una scheda)
        move the cursor | カーソルを動かす | カーソルを うごかす | 커서 이동 | 移动光标 | 移動游標 | déplacer le curseur | Cursor bewegen | mover el cursor | sposta il cursore
        page | ページ送り | ページおくり | 페이지 넘기기 | 翻页 | 翻頁 | page suivante ou précédente | blättern | pasar página | pagina
        first, last (in an entry: Home) | 先頭、末尾（図鑑では Home） | せんとう、まつび（ずかんでは Home） | 처음, 끝 (도감에서는 Home) | 开头、末尾（图鉴中为 Home） | 開頭、末尾（圖鑑中為 Home） | début, fin (dans une fiche : Home) | Anfang, Ende (im Eintrag: Home) | inicio, final (en una ficha: Home) | inizio, fine (in una scheda: Home)
        jump to that number | その番号へ | その ばんごうへ | 그 번호로 이동 | 跳到该编号 | 跳到該編號 | aller à ce numéro | zu dieser Nummer springen | ir a ese número | vai a quel numero
        open | 開く | ひらく | 열기 | 打开 | 打開 | ouvrir | öffnen | abrir | apri
        from 100 columns: move the entry beside the list, or the list | 100桁から：一覧の横の図鑑へ、または一覧へ | 100けたから：いちらんの よこの ずかんへ、または いちらんへ | 100칸부터: 목록 옆 도감으로, 또는 목록으로 | 100列起：移到列表旁的图鉴，或回到列表 | 100欄起：移到列表旁的圖鑑，或回到列表 | dès 100 colonnes : aller à la fiche à côté de la liste, ou à la liste | ab 100 Spalten: zum Eintrag neben der Liste oder zur Liste | desde 100 columnas: ir a la ficha junto a la lista, o a la lista | da 100 colonne: passa alla scheda accanto all’elenco, o all’elenco
        choose an evolution, form, ability or move to open | 開く進化・姿・特性・技を選ぶ | ひらく しんか・すがた・とくせい・わざを えらぶ | 열 진화·폼·특성·기술 선택 | 选择要打开的进化、形态、特性或招式 | 選擇要打開的進化、形態、特性或招式 | choisir une évolution, forme, talent ou capacité à ouvrir | Entwicklung, Form, Fähigkeit oder Attacke zum Öffnen wählen | elegir una evolución, forma, habilidad o movimiento para abrir | scegli un’evoluzione, forma, abilità o mossa da aprire
        a letter on each link (of the entry beside the list too): type it | 各リンクに文字（一覧の横の図鑑も）：それを入力 | かくリンクに もじ（いちらんの よこの ずかんも）：それを にゅうりょく | 각 링크에 글자 (목록 옆 도감도): 입력 | 每个链接一个字母（列表旁的图鉴也是）：输入它 | 每個連結一個字母（列表旁的圖鑑也是）：輸入它 | une lettre sur chaque lien (aussi de la fiche à côté de la liste) : tapez-la | ein Buchstabe je Link (auch im Eintrag neben der Liste): eintippen | una letra en cada enlace (también de la ficha junto a la lista): escríbela | una lettera su ogni link (anche della scheda accanto all’elenco): digitala
        jump to a section: stats, defences, evolution… | 項目へ：種族値、防御相性、進化… | こうもくへ：しゅぞくち、ぼうぎょあいしょう、しんか… | 항목으로: 종족값, 방어 상성, 진화… | 跳到章节：种族值、防御相性、进化… | 跳到章節：種族值、防禦相性、進化… | aller à une section : stats, sensibilités, évolution… | zu einem Abschnitt: Basiswerte, Typ-Abwehr, Entwicklung… | ir a una sección: características, defensa, evolución… | vai a una sezione: statistiche, difesa, evoluzione…
        the game of its moves and places, for the rest of the session | 技と出現場所のゲーム（このセッション中） | わざと しゅつげんばしょの ゲーム（この セッションちゅう） | 기술과 출현 장소의 게임 (이번 세션 동안) | 招式和出现地点的游戏（本次会话） | 招式和出現地點的遊戲（本次工作階段） | le jeu de ses capacités et lieux, pour toute la session | das Spiel ihrer Attacken und Fundorte, für die Sitzung | el juego de sus movimientos y lugares, para la sesión | il gioco delle sue mosse e luoghi, per la sessione
        set it aside to compare; the second opens the comparison | 比較用に取っておく。2匹目で比較を開く | ひかくように とっておく。2ひきめで ひかくを ひらく | 비교용으로 보관; 두 번째로 비교 열기 | 留作比较；第二只打开比较 | 留作比較；第二隻打開比較 | la mettre de côté pour comparer ; la seconde ouvre la comparaison | zum Vergleich merken; das zweite öffnet den Vergleich | apartarlo para comparar; el segundo abre la comparación | mettilo da parte per confrontare; il secondo apre il confronto
        the shiny picture, or back to the plain one | 色違いの画像、または通常の画像へ | いろちがいの がぞう、または つうじょうの がぞうへ | 색이 다른 그림, 또는 보통 그림으로 | 异色图片，或回到普通图片 | 異色圖片，或回到普通圖片 | l’image chromatique, ou retour à la normale | das schillernde Bild, oder zurück zum normalen | la imagen variocolor, o volver a la normal | l’immagine cromatica, o torna a quella normale
        back | 戻る | もどる | 뒤로 | 返回 | 返回 | retour | zurück | atrás | indietro
        search as you type | 入力しながら検索 | にゅうりょくしながら けんさく | 입력하며 검색 | 边输入边搜索 | 邊輸入邊搜尋 | chercher en tapant | beim Tippen suchen | buscar mientras escribes | cerca mentre digiti
        a command's screen: :moves garchomp --game sv, :compare a b (↑↓ history) | コマンドの画面：:moves garchomp --game sv、：compare a b（↑↓ 履歴） | コマンドの がめん：:moves garchomp --game sv、：compare a b（↑↓ りれき） | 명령의 화면: :moves garchomp --game sv, :compare a b (↑↓ 기록) | 命令的画面：：moves garchomp --game sv、：compare a b（↑↓ 历史） | 命令的畫面：：moves garchomp --game sv、：compare a b（↑↓ 歷史） | l’écran d’une commande : :moves garchomp --game sv, :compare a b (↑↓ historique) | der Bildschirm eines Befehls: :moves garchomp --game sv, :compare a b (↑↓ Verlauf) | la pantalla de un comando: :moves garchomp --game sv, :compare a b (↑↓ historial) | la schermata di un comando: :moves garchomp --game sv, :compare a b (↑↓ cronologia)
        filter the list by type | タイプで一覧を絞り込む | タイプで いちらんを しぼりこむ | 타입으로 목록 거르기 | 按属性筛选列表 | 按屬性篩選列表 | filtrer la liste par type | die Liste nach Typ filtern | filtrar la lista por tipo | filtra l’elenco per tipo
        these keys (any key closes) | このキー一覧（どのキーでも閉じる） | この キーいちらん（どの キーでも とじる） | 이 키 목록 (아무 키나 누르면 닫힘) | 这些按键（按任意键关闭） | 這些按鍵（按任意鍵關閉） | ces touches (une touche pour fermer) | diese Tasten (jede Taste schließt) | estas teclas (cualquier tecla cierra) | questi tasti (un tasto qualsiasi chiude)
        quit | 終了 | しゅうりょう | 종료 | 退出 | 退出 | quitter | beenden | salir | esci
        stop; fg comes back | 一時停止、fgで戻る | いちじていし、fgで もどる | 일시 정지, fg로 돌아옴 | 暂停，fg 返回 | 暫停，fg 返回 | suspendre ; fg pour revenir | anhalten; fg kehrt zurück | suspender; fg para volver | sospendi; fg per tornare
        Open: | 開く： | ひらく： | 열기: | 打开： | 打開： | Ouvrir : | Öffnen: | Abrir: | Apri:
        (type a link's letters; Esc: none) | （リンクの文字を入力。Esc：やめる） | （リンクの もじを にゅうりょく。Esc：やめる） | (링크 글자 입력; Esc: 취소) | （输入链接的字母；Esc：取消） | （輸入連結的字母；Esc：取消） | (tapez les lettres d’un lien ; Échap : aucun) | (Buchstaben eines Links tippen; Esc: keiner) | (escribe las letras de un enlace; Esc: ninguno) | (digita le lettere di un link; Esc: nessuno)
        No Pokémon match this filter. | この条件に合うポケモンはいない。 | この じょうけんに あう ポケモンは いない。 | 이 조건에 맞는 포켓몬이 없습니다. | 没有符合此条件的宝可梦。 | 沒有符合此條件的寶可夢。 | Aucun Pokémon ne correspond à ce filtre. | Kein Pokémon passt zu diesem Filter. | Ningún Pokémon coincide con este filtro. | Nessun Pokémon corrisponde a questo filtro.
        Moves of {1} in which game? | {1}の技：どのゲーム？ | {1}の わざ：どの ゲーム？ | {1}의 기술: 어느 게임? | {1}的招式：哪个游戏？ | {1}的招式：哪個遊戲？ | Capacités de {1} : quel jeu ? | Attacken von {1}: welches Spiel? | Movimientos de {1}: ¿qué juego? | Mosse di {1}: quale gioco?
        Type a name, in any language. | 名前を入力（どの言語でも）。 | なまえを にゅうりょく（どの げんごでも）。 | 이름을 입력 (어느 언어든). | 输入名字（任何语言）。 | 輸入名字（任何語言）。 | Tapez un nom, dans n’importe quelle langue. | Einen Namen eingeben, in jeder Sprache. | Escribe un nombre, en cualquier idioma. | Digita un nome, in qualsiasi lingua.
        Nothing matches '{1}'. | 「{1}」に合うものはない。 | 「{1}」に あう ものは ない。 | '{1}'에 맞는 것이 없습니다. | 没有与“{1}”匹配的结果。 | 沒有與「{1}」相符的結果。 | Rien ne correspond à « {1} ». | Nichts passt zu „{1}“. | Nada coincide con «{1}». | Nulla corrisponde a «{1}».
        No commands here. | ここではコマンドは使えない。 | ここでは コマンドは つかえない。 | 여기서는 명령을 쓸 수 없습니다. | 此处没有命令。 | 此處沒有命令。 | Pas de commandes ici. | Hier keine Befehle. | Aquí no hay comandos. | Nessun comando qui.
        No games to choose from: it learns no moves in any. | 選べるゲームがない：どのゲームでも技を覚えない。 | えらべる ゲームが ない：どの ゲームでも わざを おぼえない。 | 고를 게임이 없습니다: 어느 게임에서도 기술을 배우지 않습니다. | 没有可选的游戏：它在任何游戏中都学不会招式。 | 沒有可選的遊戲：它在任何遊戲中都學不會招式。 | Aucun jeu à choisir : il n’apprend de capacité dans aucun. | Kein Spiel zur Auswahl: Es lernt in keinem Attacken. | No hay juegos que elegir: no aprende movimientos en ninguno. | Nessun gioco da scegliere: non impara mosse in nessuno.
        This entry has {1} sections. | この図鑑の項目数は{1}。 | この ずかんの こうもくすうは {1}。 | 이 도감의 항목은 {1}개. | 此图鉴有{1}个章节。 | 此圖鑑有{1}個章節。 | Cette fiche a {1} sections. | Dieser Eintrag hat {1} Abschnitte. | Esta ficha tiene {1} secciones. | Questa scheda ha {1} sezioni.
        Nothing here to open. | ここには開くものがない。 | ここには ひらく ものが ない。 | 여기에는 열 것이 없습니다. | 这里没有可打开的内容。 | 這裡沒有可打開的內容。 | Rien à ouvrir ici. | Hier gibt es nichts zu öffnen. | Aquí no hay nada que abrir. | Qui non c’è nulla da aprire.
        No link is labelled '{1}'. | 「{1}」のリンクはない。 | 「{1}」の リンクは ない。 | '{1}' 링크는 없습니다. | 没有标为“{1}”的链接。 | 沒有標為「{1}」的連結。 | Aucun lien n’est marqué « {1} ». | Kein Link heißt „{1}“. | Ningún enlace se llama «{1}». | Nessun link è etichettato «{1}».
        No type named '{1}'. | 「{1}」というタイプはない。 | 「{1}」と いう タイプは ない。 | '{1}' 타입은 없습니다. | 没有名为“{1}”的属性。 | 沒有名為「{1}」的屬性。 | Aucun type nommé « {1} ». | Kein Typ namens „{1}“. | No hay ningún tipo llamado «{1}». | Nessun tipo chiamato «{1}».
        Search | 検索 | けんさく | 검색 | 搜索 | 搜尋 | Recherche | Suche | Búsqueda | Ricerca
        Natures | 性格 | せいかく | 성격 | 性格 | 性格 | Natures | Wesen | Naturalezas | Nature
        Team | チーム | | 팀 | 队伍 | 隊伍 | Équipe | Team | Equipo | Squadra
        Stats | 能力 | のうりょく | 능력치 | 能力 | 能力 | Stats | Werte | Estadísticas | Statistiche
        Damage | ダメージ | | 데미지 | 伤害 | 傷害 | Dégâts | Schaden | Daño | Danni
        {1} set aside: press c in another entry to compare. | {1}を比べるために選んだ。ほかの図鑑でcを押すと比べる。 | {1}を くらべる ために えらんだ。ほかの ずかんで cを おすと くらべる。 | {1}을(를) 비교용으로 골랐습니다. 다른 항목에서 c를 누르면 비교합니다. | 已选出{1}：在另一个条目中按 c 进行比较。 | 已選出{1}：在另一個條目中按 c 進行比較。 | {1} mis de côté : appuyez sur c dans une autre fiche pour comparer. | {1} vorgemerkt: c in einem anderen Eintrag vergleicht. | {1} apartado: pulsa c en otra ficha para comparar. | {1} messo da parte: premi c in un’altra scheda per confrontare.
        {1} is already set aside to compare. | {1}はもう比べるために選んである。 | {1}は もう くらべる ために えらんである。 | {1}은(는) 이미 비교용으로 골랐습니다. | {1}已选出，等待比较。 | {1}已選出，等待比較。 | {1} est déjà mis de côté. | {1} ist schon vorgemerkt. | {1} ya está apartado. | {1} è già messo da parte.
        The shiny picture. | 色違いの姿。 | いろちがいの すがた。 | 색이 다른 모습. | 异色的样子。 | 異色的樣子。 | L’image chromatique. | Das schillernde Bild. | La imagen variocolor. | L’immagine cromatica.
        Offset {1} is past the end: there are {2} Pokémon. | {1}番目は最後より後ろ。ポケモンは{2}匹。 | {1}ばんめは さいごより うしろ。ポケモンは {2}ひき。 | {1}번째는 끝을 넘었다. 포켓몬은 {2}마리. | 第{1}项超出末尾：共有{2}只宝可梦。 | 第{1}項超出末尾：共有{2}隻寶可夢。 | Le rang {1} est après la fin : il y a {2} Pokémon. | Position {1} liegt hinter dem Ende: es gibt {2} Pokémon. | La posición {1} está después del final: hay {2} Pokémon. | La posizione {1} è oltre la fine: ci sono {2} Pokémon.
        The usual picture. | 通常の姿。 | つうじょうの すがた。 | 보통 모습. | 普通的样子。 | 普通的樣子。 | L’image habituelle. | Das übliche Bild. | La imagen habitual. | L’immagine solita.
        a quote is not closed | 引用符が閉じていない | いんようふが とじていない | 따옴표가 닫히지 않았습니다 | 引号未闭合 | 引號未閉合 | un guillemet n’est pas fermé | ein Anführungszeichen ist nicht geschlossen | falta cerrar una comilla | una virgoletta non è chiusa
        type a command: moves garchomp, compare a b, … | コマンドを入力：moves garchomp、compare a b、… | コマンドを にゅうりょく：moves garchomp、compare a b、… | 명령을 입력: moves garchomp, compare a b, … | 输入命令：moves garchomp、compare a b、… | 輸入命令：moves garchomp、compare a b、… | tapez une commande : moves garchomp, compare a b, … | einen Befehl eingeben: moves garchomp, compare a b, … | escribe una orden: moves garchomp, compare a b, … | scrivi un comando: moves garchomp, compare a b, …
        unknown command '{1}' | コマンド「{1}」はない | コマンド「{1}」は ない | '{1}' 명령은 없습니다 | 没有命令“{1}” | 沒有命令「{1}」 | pas de commande « {1} » | kein Befehl „{1}“ | no hay ninguna orden «{1}» | nessun comando «{1}»
        unknown command '{1}' (did you mean '{2}'?) | コマンド「{1}」はない。「{2}」のこと？ | コマンド「{1}」は ない。「{2}」のこと？ | '{1}' 명령은 없습니다. 혹시 '{2}'? | 没有命令“{1}”，是指“{2}”吗？ | 沒有命令「{1}」，是指「{2}」嗎？ | pas de commande « {1} » : vouliez-vous dire « {2} » ? | kein Befehl „{1}“ – meinten Sie „{2}“? | no hay ninguna orden «{1}»: ¿quisiste decir «{2}»? | nessun comando «{1}»: forse «{2}»?
        '{1}' has no screen here | 「{1}」はここでは画面を開けない | 「{1}」は ここでは がめんを ひらけない | '{1}' 명령은 여기서 화면을 열 수 없습니다 | “{1}”在这里没有画面 | 「{1}」在這裡沒有畫面 | « {1} » n’a pas d’écran ici | „{1}“ hat hier keinen Bildschirm | «{1}» no tiene pantalla aquí | «{1}» non ha una schermata qui
        only 'team' takes lines pasted after it | 貼り付けた複数行を受け取るのは team だけ | はりつけた ふくすうぎょうを うけとるのは team だけ | 붙여 넣은 여러 줄은 team만 받습니다 | 只有 team 接受粘贴的多行 | 只有 team 接受貼上的多行 | seul « team » prend des lignes collées après lui | nur „team“ nimmt danach eingefügte Zeilen | solo «team» admite líneas pegadas después | solo «team» accetta righe incollate dopo
        Not run: {1} | 実行できない：{1} | じっこうできない：{1} | 실행할 수 없습니다: {1} | 无法执行：{1} | 無法執行：{1} | Non exécuté : {1} | Nicht ausgeführt: {1} | No se ejecutó: {1} | Non eseguito: {1}
        Page {1} of {2} · PgDn: more | {1}/{2}ページ · PgDn: 次へ | {1}/{2}ページ · PgDn: つぎへ | {1}/{2}쪽 · PgDn: 다음 | 第{1}/{2}页 · PgDn：下一页 | 第{1}/{2}頁 · PgDn：下一頁 | Page {1} sur {2} · PgDn : suite | Seite {1} von {2} · PgDn: weiter | Página {1} de {2} · PgDn: más | Pagina {1} di {2} · PgDn: altro
        """
}

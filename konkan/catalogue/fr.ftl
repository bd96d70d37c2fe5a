### konkan's words in French, translated from en.ftl (message ids and variables as there).

## classroom: The classroom's words (``class.*``): class codes, the class test and each student's answer file, the teacher's printouts, the results of a class and the nbgrader assignment; and what they refuse (``error.class.*``).

# class codes (konkan/classroom/codes.py)
class__table = la table { $preset } à { $players } joueurs
class__table__partnerships = la table { $preset } à { $players } joueurs, en équipe
class__describe__standard = Classe { $code } : { $table }, avec les règles standard.
class__describe__house = Classe { $code } : { $table }, avec les règles maison { $preset }.
class__describe__with_test = { $said } Son test : { $test }.
class__test__mix = un mélange de tous les types
class__test__settings__one = { $count } énigme ({ $what }), niveau { $level }
class__test__settings__many = { $count } énigmes ({ $what }), niveau { $level }
# What is Python in a sentence (a setting, a call to make) comes as a field, written by the code.
error__class__table_difference = { $setting } (la table a { $table })
error__class__not_a_code_table = un code de classe ne contient que les tables les plus jouées (chaque preset pour 2 à 5 joueurs, et les équipes de quatre) ; ces règles diffèrent de la table la plus proche, { $name }, sur { $differences }. Pour donner d'autres règles à une classe, partagez plutôt ces règles et un seed : { $calls }
error__class__code_type = { $code } n'est pas un code de classe : un code de classe est un mot et quatre chiffres, comme 'olive-4271'.
error__class__code_shape = { $code } n'est pas un code de classe : un code de classe est un mot, un tiret et quatre chiffres, comme 'olive-4271' (et, pour un test, un tiret et deux chiffres de plus)
error__class__code_shape__no_word = { $code } n'est pas un code de classe : un code de classe est un mot, un tiret et quatre chiffres, comme 'olive-4271' (et, pour un test, un tiret et deux chiffres de plus) ; le mot manque.
error__class__code_shape__digits = { $code } n'est pas un code de classe : un code de classe est un mot, un tiret et quatre chiffres, comme 'olive-4271' (et, pour un test, un tiret et deux chiffres de plus) ; celui-ci a { $digits } chiffres.
error__class__unknown_word__near = { $code } n'est pas un code de classe : { $word } n'est le mot d'aucun code de classe. Ce ne serait pas plutôt { $near } ?
error__class__unknown_word = { $code } n'est pas un code de classe : { $word } n'est le mot d'aucun code de classe ; vérifie le code avec ton professeur.
error__class__unknown_word__teacher = { $code } n'est pas un code de classe : { $word } n'est le mot d'aucun code de classe ; vérifiez le code que vous avez reçu en créant la classe.
error__class__check_digit = { $code } n'est pas un code de classe : son mot et ses chiffres ne vont pas ensemble ; le mot ou un chiffre est peut-être mal tapé, ou deux chiffres sont inversés ; vérifie le code avec ton professeur.
error__class__check_digit__teacher = { $code } n'est pas un code de classe : son mot et ses chiffres ne vont pas ensemble ; le mot ou un chiffre est peut-être mal tapé, ou deux chiffres sont inversés ; vérifiez le code que vous avez reçu en créant la classe.
error__class__unknown_table = { $code } n'est pas un code de classe de cette version de konkan : il désigne une table qu'elle ne connaît pas (une version plus récente de konkan la connaît peut-être)
error__class__test_check_digit = { $code } n'est pas un code de classe : les deux chiffres de son test ne vont pas ensemble ; un chiffre est peut-être mal tapé, ou deux chiffres sont inversés ; vérifie le code avec ton professeur.
error__class__test_check_digit__teacher = { $code } n'est pas un code de classe : les deux chiffres de son test ne vont pas ensemble ; un chiffre est peut-être mal tapé, ou deux chiffres sont inversés ; vérifiez le code que vous avez reçu en créant la classe.
error__class__unknown_test = { $code } n'est pas un code de classe de cette version de konkan : il désigne un test qu'elle ne connaît pas (une version plus récente de konkan le connaît peut-être)
error__class__rules_type = Un code de classe se crée pour les règles d'une table, comme Rules(players=4) ; { $rules } n'en est pas.
error__class__players = { $given } ne va pas avec les règles, qui prévoient { $seated } joueurs
error__class__test = Il n'y a pas de test { $test }. Les tests sont { $names }, ou leurs numéros de 0 à { $top }.
# the nbgrader assignment (konkan/classroom/nbgrader.py): its cells' words, in Markdown and comments
class__nbgrader__intro =
    # Konkan : le test de la classe { $code }
    {""}
    { $describe }
    {""}
    Lance la première cellule, puis la cellule de chaque énigme pour la voir. Sous chaque énigme, remplace les deux lignes `{ $marker }` et `{ $placeholder }` par ta réponse, écrite entre guillemets, comme le montre l'exemple. **Validate** (en haut) te dit si une réponse n'est pas écrite comme l'énigme le demande ; si elle est juste, tu le verras quand ton professeur aura noté le test.
class__nbgrader__puzzle_title = ## Énigme { $number } sur { $count } : { $kind }
class__nbgrader__answer_comment = # { $how }, entre les guillemets : par exemple { $assignment }
class__nbgrader__check_comment = # Vérifie que { $variable } est écrit comme l'énigme le demande ; la correction de ton professeur vérifie si c'est juste.
error__class__nbgrader__both = donnez un ClassTest, ou un code de classe avec kinds, count et level, mais pas les deux
error__class__nbgrader__path = { $path } n'est pas un nom de notebook. Donnez un nom qui finit par .ipynb, comme test.ipynb.
# the printed test and its answer key (konkan/classroom/printouts.py); {name} and {words} come
# escaped for HTML, the page's markup around them
class__sheet__on_screen = Tape { $rest }
class__sheet__on_paper = Écris { $rest }
class__sheet__title = Classe { $code } : test
class__sheet__title__key = Classe { $code } : corrigé
class__sheet__head = Konkan · classe { $code }
class__sheet__answer_key = Corrigé
class__sheet__name = Nom :
class__sheet__marking = Les réponses, pour la correction
class__sheet__key_answer = { $name } : la réponse est { $words }.
class__sheet__your_answer = Ta réponse :
class__sheet__puzzle = Énigme { $number } sur { $count } : { $kind }
class__preview__puzzle = Énigme { $number } : { $kind }
class__preview__show = Afficher la réponse
class__preview__answer = La réponse : <b>{ $words }</b>
class__preview__repr = Aperçu du test de la classe { $code } : { $count } énigmes
error__class__needs_test = { $function } a besoin d'un ClassTest de konkan, comme ClassTest('olive-4271')
error__class__no_chromium = aucun Chromium ni Chrome n'a été trouvé pour créer le PDF (indiquez-en un avec CHROMIUM) ; ouvrez plutôt la feuille HTML dans un navigateur et imprimez-la depuis celui-ci
error__class__chromium_failed = Chromium n'a pas pu imprimer { $page } (code de sortie { $code }) ; ouvrez plutôt ce fichier dans un navigateur et imprimez-le depuis celui-ci
# a class's results (konkan/classroom/results.py); in the HTML tables, fields come escaped
class__results__times__one__one = { $times } fois, par { $students } élève ({ $names })
class__results__times__many__one = { $times } fois, par { $students } élève ({ $names })
class__results__times__one__many = { $times } fois, par { $students } élèves ({ $names })
class__results__times__many__many = { $times } fois, par { $students } élèves ({ $names })
class__results__other_class = { $file } contient les réponses de { $name } pour la classe { $code }, et non { $test }.
class__results__other_test = { $file } contient les réponses de { $name } à un autre test de la classe { $code } ({ $count } énigmes, et non ces { $these }).
class__results__copy = { $file } est une deuxième copie des réponses de { $name } (la même séance) : { $kept } est gardé, avec { $answered } réponses.
class__results__label = { $name } (début { $time }, { $file })
class__results__none = Pas encore de fichier de réponses pour la classe { $code } dans { $folder }.
class__results__students__one = { $students } élève de la classe { $code } : { $mean } bonnes réponses sur { $count } en moyenne ; { $finished ->
        [one] { $finished } a fini le test.
       *[other] { $finished } ont fini le test.
    }
class__results__students__many = { $students } élèves de la classe { $code } : { $mean } bonnes réponses sur { $count } en moyenne ; { $finished ->
        [one] { $finished } a fini le test.
       *[other] { $finished } ont fini le test.
    }
class__results__hardest = La plus difficile : { $name }, réussie par { $right } sur { $answered ->
        [one] { $answered } élève qui y a répondu.
       *[other] { $answered } élèves qui y ont répondu.
    }
class__results__common = L'erreur la plus fréquente : { $what } ({ $times }) ; revoyez la règle { $rule }.
class__results__same_name = { $count } élèves s'appellent { $name } : chaque fichier est une séance à part, affichée côte à côte avec son heure de début ; aucune n'est fusionnée ni laissée de côté. Demandez-leur laquelle est à qui.
class__results__edited__one = { $count } fichier modifié à la main après que le test l'a écrit : non noté (voir plus bas).
class__results__edited__many = { $count } fichiers modifiés à la main après que le test les a écrits : non notés (voir plus bas).
class__results__left_out__one = { $count } fichier laissé de côté : voir plus bas.
class__results__left_out__many = { $count } fichiers laissés de côté : voir plus bas.
class__results__chart__title = Combien d'élèves de la classe ont réussi chaque énigme (sur { $students })
class__results__chart__heading__one = Bonnes réponses par énigme (sur { $students } élève)
class__results__chart__heading__many = Bonnes réponses par énigme (sur { $students } élèves)
class__results__chart__puzzle = { $number }. { $kind }
class__results__of = { $right } sur { $count }
class__results__table__no_answer = pas de réponse
class__results__table__score = <b>{ $right }</b> sur { $count }
class__results__table__yes = oui
class__results__table__not_yet = pas encore
class__results__table__student = Élève
class__results__table__score_head = Score
class__results__table__finished = Fini
class__results__wrong_answer = « { $answer } »
class__results__wrong_answer__many = « { $answer } » ×{ $count }
class__results__puzzles__puzzle = Énigme
class__results__puzzles__right = Réussie, parmi ceux qui ont répondu
class__results__puzzles__wrong = Mauvaises réponses les plus données
class__results__slip = { $what } : { $times } ; règle { $rule }
class__results__slips_head = Les erreurs les plus fréquentes que le moteur a pu nommer, et la règle à revoir
class__results__edited_head = Fichiers modifiés : changés à la main, non notés
class__results__left_out_head = Fichiers laissés de côté
class__results__repr = ClassSummary { $code } : { $students } élèves, { $problems } fichiers laissés de côté
error__class__summary_test = { $test } n'est pas un test de classe. Donnez le test, comme ClassTest('olive-4271').
error__class__no_folder = il n'y a pas de dossier { $folder } où lire des fichiers de réponses
# the class test and each student's answer file (konkan/classroom/testmode.py)
class__test__puzzle = Énigme { $number } : { $kind }
class__test__every_kind = un mélange de tous les types d'énigmes
class__test__describe__one = Le test de la classe { $code } : { $count } énigme ({ $kinds }), niveau { $level }, avec les règles de la table de la classe ({ $table }).
class__test__describe__many = Le test de la classe { $code } : { $count } énigmes ({ $kinds }), niveau { $level }, avec les règles de la table de la classe ({ $table }).
class__test__repr = ClassTest { $code } : { $count } énigmes, niveau { $level }
class__kept__browser = Tes réponses sont gardées dans ce navigateur, dans le fichier { $file } à côté de ce notebook. Télécharge-le et donne-le à ton professeur (par e-mail, sur une clé USB, ou comme ton professeur le demande).
class__kept__folder = Tes réponses sont gardées dans le fichier { $file }, dans le dossier de ta classe { $folder }, où ton professeur les lit.
class__kept__notebook = Tes réponses sont gardées dans le fichier { $file }, dans le dossier de ce notebook. Ton professeur récupère ce fichier ; sinon, télécharge-le et rends-le.
class__file__classmate = Un autre élève a déjà commencé ce test sous le nom { $name } dans le dossier de la classe. Tape ton nom autrement, par exemple avec la première lettre de ton nom de famille.
class__file__moved = Le test commencé avant sous ce nom est gardé pour le professeur sous le nom { $moved } ; le tien commence maintenant.
class__file__other_test = Le fichier de réponses { $file } contenait les réponses à un autre test : { $where }, et ce test repart de zéro.
class__file__other_name = Le fichier de réponses { $file } est celui de { $name } ; il continue sous ce nom.
class__file__edited = Le fichier de réponses { $file } a été modifié en dehors du test : { $where } (ton professeur peut le voir), et ce test repart de zéro.
class__file__not_renamed = { $file } (il n'a pas pu être renommé)
error__class__count = Un test a de { $low } à { $high } énigmes ; vous en avez demandé { $value }.
error__class__level = Les niveaux sont 1, 2 et 3 ; vous avez demandé { $level }.
error__class__not_in_test = { $puzzle } n'est pas une énigme de ce test ; ses énigmes sont { $ids }
error__class__puzzle_id = { $puzzle } n'est pas une énigme d'un test de classe (comme { $example })
error__class__not_an_answer = pas une réponse
error__class__name_needed = il faut un nom, pour que le professeur sache à qui sont ces réponses ; reçu { $name }
error__class__name_long = un nom fait au plus { $top } lettres, sur une seule ligne ; reçu { $name }
error__class__finished = Ce test est fini : ses réponses sont notées et ne peuvent plus être changées.
error__class__file__kind = ce n'est pas un fichier de réponses de test konkan
error__class__file__version = c'est un fichier de réponses d'une autre version ({ $version })
error__class__file__edited = il a été modifié après que le test l'a écrit (sa somme de contrôle ne correspond pas) : ses réponses ne sont donc pas notées
error__class__file__sitting = l'identifiant de sa séance manque ou est abîmé
error__class__file__name = le nom de son élève manque ou est abîmé
error__class__file__code = son code de classe manque
error__class__file__puzzles = sa liste d'énigmes est abîmée
error__class__file__answers = ses réponses sont abîmées
error__class__file__answer = sa réponse à { $puzzle } est abîmée
error__class__file__seconds = son temps sur { $puzzle } est abîmé
error__class__file__started = son heure de début est abîmée
error__class__file__finished = son heure de fin est abîmée
error__class__file__unread = { $file } n'a pas pu être lu ({ $why })
error__class__file__not_json = { $file } est abîmé : ce n'est pas un fichier JSON complet
error__class__file__unusable = { $file } ne peut pas être utilisé : { $why }
class__board__results = Comment la classe s'en est sortie, énigme par énigme (les notes de chaque élève sont dans le CSV des résultats, jamais affichées ici)
class__board__puzzle_right = Énigme { $number } : réussie par { $right } sur { $students }
class__board__unanswered__one = 1 élève n'a pas encore répondu à toutes les énigmes : une fois les notes publiées, une énigme sans réponse compte comme fausse.
class__board__unanswered__many = { $students } élèves n'ont pas encore répondu à toutes les énigmes : une fois les notes publiées, une énigme sans réponse compte comme fausse.
# the coach in the class (konkan/classroom/coach.py): each kind of mistake, for a teacher
class__mistake__take__go_down = A pioché, alors que la carte du dessus lui aurait permis de poser
class__mistake__take__meld = A pioché, alors que la carte du dessus faisait une combinaison
class__mistake__take__better = A pioché, alors qu'il valait mieux prendre la carte du dessus
class__mistake__draw__better = A pris la carte du dessus, alors qu'il valait mieux piocher
class__mistake__declare__not = A annoncé Konkan alors que ça ne valait pas le coup
class__mistake__declare__better = N'a pas annoncé Konkan alors que ça valait le coup
class__mistake__meld__joker_early = A posé trop tôt et gâché le joker
class__mistake__meld__early = A posé trop tôt
class__mistake__meld__hold = A posé une combinaison trop tôt
class__mistake__go_down__missed = A raté l'occasion de poser
class__mistake__go_down__missed__joker = A raté l'occasion de poser, pour garder le joker
class__mistake__meld__other = A posé les combinaisons les plus faibles
class__mistake__meld__missed = A raté l'occasion de poser une combinaison
class__mistake__lay_off__missed = A raté l'occasion de rajouter une carte
class__mistake__swap__missed = A raté l'occasion d'échanger une carte contre un joker
class__mistake__discard__feeds = A défaussé une carte utile au joueur suivant
class__mistake__discard__lays_off = A défaussé une carte que le joueur suivant pouvait rajouter
class__mistake__discard__better = A défaussé une carte qui valait la peine d'être gardée
class__mistake__better = Un autre coup était nettement meilleur
class__mistake__other = Un autre type d'erreur
class__mistakes__kind = Type d'erreur
class__mistakes__times = Nombre de fois
class__mistakes__students = Élèves
class__mistakes__lost = Points perdus au total
class__mistakes__who = Qui (sur votre écran seulement)
class__mistakes__none__one = Le bilan a examiné { $rounds } manche de vos élèves et n'y a trouvé aucune erreur nette.
class__mistakes__none__many = Le bilan a examiné { $rounds } manches de vos élèves et n'y a trouvé aucune erreur nette.
class__mistakes__moment = { $n }. { $kind } ({ $where }, environ { $lost } points)
class__mistakes__where = table { $number }, manche { $round }
# a round the stock ran out on is dealt again with the same number (R2.3): its deals told apart
class__mistakes__where__deal = table { $number }, manche { $round }, donne { $deal }
class__mistakes__lost_means = Points perdus au total : les points que ces coups ont fait perdre, en moyenne, quand l'ordinateur a rejoué de nombreuses fois la suite de chaque manche à partir d'eux. Ce n'est pas le score des élèves.

## drawing: The drawing's words (konkan/render.py): the table's header and endings, the seats' labels, the piles' and melds' labels, the pictures' titles (what a screen reader says), and its errors.

# one card and a hand
drawing__card__face_down = carte face cachée
drawing__card__joker = JOKER
drawing__cards__one = { $count } carte
drawing__cards__many = { $count } cartes
drawing__empty = vide
drawing__no_cards = aucune carte
# a hand's title: its label, then its cards' names ("seven of spades, eight of spades")
drawing__hand__title__labelled = { $label } : { $cards }
drawing__hand__title__labelled_empty = { $label } : aucune carte
# the lessons' pictures in their text (tools/pictures.py): a label under cards that are not a meld
drawing__picture__a_hand = Une main de { $count } cartes
drawing__picture__jokers = Les deux jokers
drawing__picture__round_the_corner = Pas une suite : { $cards } fait le tour par l'as
drawing__picture__two_of_a_suit = Pas un groupe : deux piques
drawing__picture__opening = { $first } + { $second } font { $total } points
# the table: the header
drawing__round = Manche { $number }
drawing__round__of = Manche { $number } sur { $rounds }
drawing__status__to_play = { $round } · à { $name } de jouer
drawing__status__over = { $round } terminée : { $ending }
drawing__ending__out = { $name } a fini (R8.1)
drawing__ending__hand = { $name } a fini d'un seul coup, donc les points sont doublés (R8.2)
drawing__ending__konkan = { $name } a fini avec un Konkan (R8.5)
drawing__ending__void = la pioche est épuisée, donc personne ne marque de points (R7.3)
drawing__nobody = personne
drawing__scores = Scores : { $scores }
drawing__score = { $name } { $score }
drawing__score__zero = { $name } 0
# the table: a seat's label, its parts between " · "
drawing__seat__you = { $name } (toi)
drawing__seat__partner = partenaire
drawing__seat__down = a posé
drawing__seat__not_down = n'a pas posé
drawing__seat__declared = a annoncé Konkan
drawing__seat__to_play = doit jouer
drawing__seat__went_out = a fini
# the table: the piles and the melds
drawing__stock = Pioche · { $count }
drawing__stock__title__one = pioche, { $count } carte
drawing__stock__title__many = pioche, { $count } cartes
drawing__discard = Défausse
drawing__discard__count = Défausse · { $count }
drawing__no_melds = Pas encore de combinaison sur la table.
drawing__meld__label = combinaison { $number } · { $owner }
drawing__meld__title = combinaison { $number }, { $owner } : { $meld }. { $verdict }
drawing__table__title = Table de Konkan, vue par { $name }
drawing__table__title__open = Table de Konkan, vue par { $name } (toutes les mains visibles)
drawing__picture = une image
# bad input
error__drawing__size = size est une largeur en pixels, plus grande que 0 ; reçu : { $size }
error__drawing__one_card = card_svg dessine une seule carte ; reçu : { $card }
error__drawing__highlight = highlight donne une liste de cartes ou de positions ; reçu : { $item }
error__drawing__highlight_position = la position { $position } de highlight est en dehors d'une main de { $count } cartes
error__drawing__players = une table accueille de { $low } à { $high } joueurs ; reçu : { $value }
error__drawing__seat = seat doit aller de { $low } à { $high } ; reçu : { $value }
error__drawing__table = table_svg dessine la vue d'une place ou une manche ; reçu : { $kind }
error__drawing__other_seat = cette vue est celle de la place { $seat } : elle ne peut pas être dessinée pour la place { $asked }
error__drawing__reveal = la vue d'une place ne contient pas les autres mains : passe hands=[...] pour les montrer
error__drawing__hands = hands donne une liste de cartes par place ({ $count }) ; reçu : { $kind }
error__drawing__hands_item = hands[{ $index }] doit être une liste de cartes
error__drawing__render = render dessine une carte, des cartes, une combinaison, la vue d'une place, une manche ou une partie ; reçu : { $kind }

## engine: The engine's words: melds, the turn, going down, the table, house rules, events and score lines.

# a list in words (say_list): "a", "a and b", "a, b and c"
list__more = { $items }, { $item }
list__last = { $items } et { $item }
# melds: legal (R4)
meld__run = { $cards } est une suite de { $suit } qui vaut { $points } points (R4.1).
meld__run_joker = { $cards } est une suite de { $suit } qui vaut { $points } points ; le joker remplace { $stands } (R4.1).
meld__run_jokers = { $cards } est une suite de { $suit } qui vaut { $points } points ; les jokers remplacent { $stands }, car cette table permet deux jokers (R4.1, R9).
note__jokers_choice = Les jokers pourraient plutôt remplacer { $others }, si tu le dis en les posant (R4.4).
note__set_jokers = Les jokers remplacent les cartes qui manquent, { $cards }, car cette table permet deux jokers (R9).
meld__set = { $cards } est un groupe { $plural ->
        [as] d'as
       *[other] de { $plural }
    } qui vaut { $points } points (R4.2).
# the same without the points, for a learner not yet taught them (the first lessons' test)
meld__run__plain = { $cards } est une suite de { $suit }, dans l'ordre et sans trou (R4.1).
meld__run_joker__plain = { $cards } est une suite de { $suit } ; le joker remplace { $stands } (R4.1).
meld__run_jokers__plain = { $cards } est une suite de { $suit } ; les jokers remplacent { $stands }, car cette table permet deux jokers (R4.1, R9).
meld__set__plain = { $cards } est un groupe { $plural ->
        [as] d'as
       *[other] de { $plural }
    }, chaque carte d'une couleur différente (R4.2).
note__ace_low = Ici, l'as compte 1, sous le deux (R5.1).
note__ace_low_11 = À cette table, l'as compte 11 même sous le deux : c'est une règle maison (R9).
note__ace_ten = À cette table, chaque as compte 10 : c'est une règle maison (R9).
note__joker_choice = Le joker pourrait plutôt remplacer { $others }, si tu le dis en le posant (R4.4).
note__set_joker_open = Le joker remplace { $rank ->
        [as] l'as
        [dame] la dame
       *[other] le { $rank }
    } de { $suits } ; le choix reste ouvert jusqu'à ce qu'une quatrième carte rejoigne le groupe (R4.4).
note__set_joker = Le joker remplace la carte qui manque, { $card } (R4.4).
# cards typed as text: a slip, and the card probably meant
notation__fix = voulais-tu dire { $fix } ({ $name }) ?
notation__fix__digits = Un dix s'écrit avec les chiffres 1 et 0.
notation__fix__space = Enlève l'espace entre { $first } et { $second }.
notation__fix__suit_word = Une couleur s'écrit avec sa lettre : { $letter } pour les { $suit }.
notation__fix__words = Écris une carte avec sa valeur, puis la lettre de sa couleur : { $fix }.
notation__fix__number = { $rank ->
        [as] L'as
        [dame] La dame
       *[other] Le { $rank }
    } s'écrit { $letter }, pas { $number }.
notation__fix__order = Écris d'abord la valeur, puis la couleur.
# melds: illegal (R4)
TOO_FEW_CARDS = Une combinaison demande au moins trois cartes, et { $cards } ne fait que deux cartes (R4.1, R4.2).
TOO_FEW_CARDS__one = Une combinaison demande au moins trois cartes, et { $cards } n'est qu'une seule carte (R4.1, R4.2).
TOO_FEW_CARDS__none = Une combinaison demande au moins trois cartes, et aucune carte n'a été donnée (R4.1, R4.2).
TWO_JOKERS = { $cards } contient { $count } jokers, mais une combinaison ne peut en contenir qu'un (R4.3).
JOKERS_OUTNUMBER = { $cards } contient deux jokers et une seule vraie carte : cette table permet deux jokers dans une combinaison, mais jamais plus de jokers que de vraies cartes (R9).
JOKER_AS_WITHOUT_JOKER = { $cards } n'a pas de joker, donc il n'y a aucune carte qu'un joker pourrait remplacer (R4.4).
JOKER_AS_INVALID = Dans { $cards }, le joker ne peut pas remplacer { $wanted } : il ne peut remplacer que { $options } (R4.4).
JOKER_AS_INVALID__none = Dans { $cards }, le joker ne peut pas remplacer { $wanted } (R4.4).
JOKER_AS_INVALID__pair = Dans { $cards }, les jokers ne peuvent pas remplacer ensemble { $wanted } : à eux deux, ils ne peuvent remplacer que { $options } (R4.4, R9).
JOKER_FIXED = Avec { $cards }, le joker ne remplacerait plus { $stands } : la carte que remplace un joker est fixée dès qu'il est posé (R4.4).
SET_DUPLICATE_SUIT = { $cards } n'est pas un groupe : il y a deux { $card }, et chaque carte d'un groupe doit être d'une couleur différente (R4.2).
SET_TOO_MANY = { $cards } n'est pas un groupe : un groupe a au plus quatre cartes, une de chaque couleur (R4.2).
SET_MIXED_RANKS = { $cards } n'est pas un groupe : toutes les cartes d'un groupe ont la même valeur, et ici les valeurs sont différentes (R4.2).
RUN_DUPLICATE_RANK = { $cards } n'est pas une suite : il y a deux { $card }, et une suite n'a chaque valeur qu'une seule fois (R4.1).
RUN_TOO_LONG = { $cards } n'est pas une suite : une suite a au plus treize cartes, de l'as au roi (R4.1).
RUN_WRAPS = { $cards } n'est pas une suite : l'as se place sous le deux ou au-dessus du roi, jamais les deux à la fois, donc une suite ne peut pas tourner du roi au deux (R4.1).
RUN_GAP = { $cards } n'est pas une suite : il y a un trou, il manque { $gaps } (R4.1).
RUN_GAP__jokers = { $cards } n'est pas une suite : il y manque { $gaps }, et ses deux jokers ne peuvent boucher que deux trous (R4.1, R9).
RUN_GAP__joker = { $cards } n'est pas une suite : il y manque { $gaps }, et son seul joker ne peut boucher qu'un trou (R4.1, R4.3).
RUN_MIXED_SUITS = { $cards } n'est pas une suite : une suite est toute d'une seule couleur, et ici les couleurs sont mélangées ({ $suits }) (R4.1).
NOT_A_MELD = { $cards } n'est ni une suite (une seule couleur, dans l'ordre sans trou, R4.1) ni un groupe (une seule valeur, toutes les couleurs différentes, R4.2).
# the turn (R3)
NOT_YOUR_TURN = C'est le tour { $current ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $current }
    }, pas celui { $seat ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $seat }
    } : on joue chacun son tour, dans l'ordre des places autour de la table (R1.3).
ROUND_OVER = La manche est terminée : on ne peut plus jouer aucun coup (R7.1).
ROUND_OVER__void = La manche est terminée : la pioche est épuisée et personne n'a fini, donc la manche est annulée et on redistribue ; on ne peut plus y jouer aucun coup (R7.3).
NOT_IN_HAND = Tu n'as pas de { $card } dans ta main à poser (R3.4).
TOO_FEW_IN_HAND = Tu n'as que { $count } { $card } dans ta main, et tu en as nommé plus (R3.4).
DISCARD_NOT_IN_HAND = Tu n'as pas de { $card } dans ta main à défausser (R3.5).
LAYOFF_NOT_IN_HAND = Tu n'as pas de { $card } dans ta main à rajouter (R6.1).
LAYOFF_NOT_IN_HAND__few = Tu n'as que { $count } { $card } dans ta main, et tu en as nommé plus (R6.1).
SWAP_NOT_IN_HAND = Tu n'as pas de { $card } dans ta main à échanger contre le joker (R6.2).
SWAP_NOT_IN_HAND__few = Tu n'as que { $count } { $card } dans ta main, et tu en as nommé plus (R6.2).
MUST_DRAW_FIRST = Commence d'abord ton tour : pioche, ou prends la carte du dessus de la défausse (R3.3).
MUST_DRAW_FIRST__meld = Avant de poser une combinaison, commence ton tour : pioche, ou prends la carte du dessus de la défausse (R3.3).
MUST_DRAW_FIRST__lay_off = Avant de rajouter des cartes, commence ton tour : pioche, ou prends la carte du dessus de la défausse (R3.3).
MUST_DRAW_FIRST__swap = Avant d'échanger un joker, commence ton tour : pioche, ou prends la carte du dessus de la défausse (R3.3).
MUST_DRAW_FIRST__discard = Avant de défausser, commence ton tour : pioche, ou prends la carte du dessus de la défausse (R3.3).
ALREADY_BEGUN = Tu as déjà commencé ce tour : un tour commence par une seule carte, piochée ou prise dans la défausse, pas deux (R3.3).
STARTER_DISCARD_ONLY = À cette table, le premier tour du joueur qui commence est seulement une défausse : tes combinaisons attendront ton prochain tour ; c'est une règle maison (R9).
STARTER_NO_DRAW__take = Au premier tour, le joueur qui commence ne prend pas de carte : tu as reçu 15 cartes. Pose des combinaisons si tu peux, puis défausse (R3.2).
STARTER_NO_DRAW = Au premier tour, le joueur qui commence ne pioche pas : tu as reçu 15 cartes. Pose des combinaisons si tu peux, puis défausse (R3.2).
NOT_TOP_DISCARD = { $card } n'est pas la carte du dessus de la défausse : c'est { $top } (R3.3).
NOTHING_TO_RETURN = Tu n'as pas pris la carte de la défausse à ce tour, donc il n'y a rien à remettre (R3.3).
RETURN_TOO_LATE = Tu as fait d'autres coups depuis que tu as pris { $card } : reprends d'abord ces coups, le dernier en premier, puis remets la carte (R3.6).
MUST_KEEP_DISCARD = Cela viderait ta main, mais chaque tour finit par une défausse : garde au moins une carte (R3.5).
MUST_MELD_AFTER_TAKING = Tu as pris { $card } dans la défausse, donc tu dois poser une nouvelle combinaison avant la fin de ton tour. Si tu ne peux pas, reprends tes coups, remets la carte et pioche à la place (R3.3, R3.6).
NOTHING_TO_UNDO = Il n'y a rien à reprendre à ce tour (R3.6).
DRAW_CANNOT_BE_UNDONE = Il ne reste rien à reprendre : une carte piochée reste dans ta main, puisque tu l'as vue (R3.6).
# going down (R5) and Konkan (R8.6)
OPENING_NEEDS_RUN = Pour poser la première fois, il faut au moins une suite parmi tes combinaisons (R5.2).
OPENING_TOO_LOW = Tes combinaisons font { $total } points, mais pour poser la première fois il en faut au moins { $minimum } : il t'en manque { $short } (R5.1).
hint__rise__match = À cette table, une première pose doit égaler la plus haute pose de cette manche, { $highest } (R9).
hint__rise__beat = À cette table, une première pose doit dépasser la plus haute pose de cette manche, { $highest } (R9).
OPENING_TOO_LOW__rise__match = Tes combinaisons font { $total } points, mais à cette table une première pose doit égaler la plus haute pose de cette manche, { $highest } : il te faut au moins { $minimum }, soit { $short } de plus (R5.1, R9).
OPENING_TOO_LOW__rise__beat = Tes combinaisons font { $total } points, mais à cette table une première pose doit dépasser la plus haute pose de cette manche, { $highest } : il te faut au moins { $minimum }, soit { $short } de plus (R5.1, R9).
NOT_DOWN = Tu ne peux faire cela qu'une fois que tu as posé : pose d'abord tes premières combinaisons (R5.3).
NOT_DOWN__lay_off = Tu ne peux rajouter des cartes qu'une fois que tu as posé : pose d'abord tes premières combinaisons (R5.3).
NOT_DOWN__swap = Tu ne peux échanger un joker qu'une fois que tu as posé : pose d'abord tes premières combinaisons (R5.3).
KONKAN_NOT_LAST_ROUND = On ne peut annoncer Konkan qu'à la dernière manche (la manche { $last }) ; c'est la manche { $number } (R8.6).
KONKAN_NOT_LAST_ROUND__none = On ne peut annoncer Konkan qu'à la dernière manche, et une partie jouée jusqu'à un score cible ou par élimination n'a pas de dernière manche (R8.6).
KONKAN_ALREADY_DECLARED = Tu as déjà annoncé Konkan dans cette manche (R8.6).
KONKAN_ALREADY_DOWN = Seul un joueur qui n'a pas encore posé peut annoncer Konkan (R8.6).
KONKAN_NOT_AT_START = Il faut annoncer Konkan tout au début de ton tour, avant de piocher ou de faire quoi que ce soit d'autre (R3.1).
KONKAN_DECLARED_ONLY = Tu as annoncé Konkan, donc tu ne peux poser qu'avec le Konkan complet, d'un seul coup : une suite de dix et un groupe de quatre, ou une suite de onze et un groupe de trois (R8.6).
# the table (R6)
NO_SUCH_MELD = Cette combinaison n'existe pas sur la table : il y en a { $count } (R6.1).
NO_SUCH_MELD__empty = Il n'y a encore aucune combinaison sur la table (R6.1).
NO_SUCH_MELD__one = Cette combinaison n'existe pas sur la table : il y a { $count } combinaison (R6.1).
NO_SUCH_MELD__many = Cette combinaison n'existe pas sur la table : il y a { $count } combinaisons (R6.1).
LAYOFF_WRONG_SUIT = Tu ne peux pas rajouter { $card } sur { $meld } : c'est une suite de { $suit }, et toutes les cartes d'une suite sont de la même couleur (R4.1).
LAYOFF_WRONG_RANK = Tu ne peux pas rajouter { $card } sur { $meld } : c'est un groupe { $plural ->
        [as] d'as
       *[other] de { $plural }
    }, et toutes les cartes d'un groupe ont la même valeur (R4.2).
LAYOFF_SECOND_JOKER = { $meld } contient déjà un joker, et une combinaison ne peut en contenir qu'un (R4.3).
LAYOFF_BREAKS_MELD = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $why }
# The meld the lay-off would make, and why it is no meld: one sentence per meld refusal (its key after the dot).
LAYOFF_BREAKS_MELD__TWO_JOKERS = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } contient { $count } jokers, et une combinaison ne peut en contenir qu'un (R4.3).
LAYOFF_BREAKS_MELD__JOKERS_OUTNUMBER = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } contient deux jokers et une seule vraie carte : cette table permet deux jokers dans une combinaison, mais jamais plus de jokers que de vraies cartes (R9).
LAYOFF_BREAKS_MELD__JOKER_AS_WITHOUT_JOKER = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'a pas de joker, donc il n'y a aucune carte qu'un joker pourrait remplacer (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID = Tu ne peux pas rajouter { $cards } sur { $meld }, car dans { $result }, le joker ne peut pas remplacer { $wanted } : il ne peut remplacer que { $options } (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__none = Tu ne peux pas rajouter { $cards } sur { $meld }, car dans { $result }, le joker ne peut pas remplacer { $wanted } (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__pair = Tu ne peux pas rajouter { $cards } sur { $meld }, car dans { $result }, les jokers ne peuvent pas remplacer ensemble { $wanted } : à eux deux, ils ne peuvent remplacer que { $options } (R4.4, R9).
LAYOFF_BREAKS_MELD__JOKER_FIXED = Tu ne peux pas rajouter { $cards } sur { $meld }, car avec { $result }, le joker ne remplacerait plus { $stands } : la carte que remplace un joker est fixée dès qu'il est posé (R4.4).
LAYOFF_BREAKS_MELD__SET_DUPLICATE_SUIT = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas un groupe : il y a deux { $card }, et chaque carte d'un groupe doit être d'une couleur différente (R4.2).
LAYOFF_BREAKS_MELD__SET_TOO_MANY = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas un groupe : un groupe a au plus quatre cartes, une de chaque couleur (R4.2).
LAYOFF_BREAKS_MELD__SET_MIXED_RANKS = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas un groupe : toutes les cartes d'un groupe ont la même valeur, et ici les valeurs sont différentes (R4.2).
LAYOFF_BREAKS_MELD__RUN_DUPLICATE_RANK = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : il y a deux { $card }, et une suite n'a chaque valeur qu'une seule fois (R4.1).
LAYOFF_BREAKS_MELD__RUN_TOO_LONG = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : une suite a au plus treize cartes, de l'as au roi (R4.1).
LAYOFF_BREAKS_MELD__RUN_WRAPS = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : l'as se place sous le deux ou au-dessus du roi, jamais les deux à la fois, donc une suite ne peut pas tourner du roi au deux (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : il y a un trou, il manque { $gaps } (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP__jokers = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : il y manque { $gaps }, et ses deux jokers ne peuvent boucher que deux trous (R4.1, R9).
LAYOFF_BREAKS_MELD__RUN_GAP__joker = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : il y manque { $gaps }, et son seul joker ne peut boucher qu'un trou (R4.1, R4.3).
LAYOFF_BREAKS_MELD__RUN_MIXED_SUITS = Tu ne peux pas rajouter { $cards } sur { $meld }, car { $result } n'est pas une suite : une suite est toute d'une seule couleur, et ici les couleurs sont mélangées ({ $suits }) (R4.1).
USE_JOKER_SWAP = Le joker de { $meld } remplace déjà { $stands } : mets { $stands } à sa place pour échanger le joker, et le joker vient dans ta main (R6.2).
NO_JOKER_IN_MELD = { $meld } n'a pas de joker à prendre (R6.2).
SWAP_JOKER_FOR_JOKER = Échanger un joker contre un joker ne libère rien : mets la carte que le joker remplace (R6.2).
SWAP_WRONG_CARD = Le joker de { $meld } remplace { $options }, donc seule cette carte peut le libérer (R6.2).
SWAP_WRONG_CARD__open = Le joker de { $meld } remplace { $options } : sa couleur reste ouverte, donc l'une ou l'autre de ces cartes le libère (R6.2).
SWAP_WRONG_CARD__open_both = Le joker de { $meld } remplace { $options }, sa couleur étant encore ouverte ; à cette table, seules ces deux cartes mises ensemble le libèrent (R6.2, R9).
SWAP_WRONG_CARD__two = Les jokers de { $meld } remplacent { $options } : mets l'une de ces cartes pour libérer le joker qui la remplace, un joker à la fois (R6.2, R9).
# house rules (R9)
SWAP_NEEDS_BOTH = À cette table, le joker d'un groupe n'est libéré que par les deux cartes qui manquent ({ $both }) mises ensemble : c'est une règle maison (R9).
TAKEN_CARD_UNUSED = À cette table, la carte que tu prends dans la défausse doit entrer dans une nouvelle combinaison à ce tour, et { $card } n'y est pas : c'est une règle maison (R9). Mets-la dans une nouvelle combinaison, ou reprends tes coups, remets-la et pioche (R3.6).
FREED_JOKER_UNUSED = À cette table, un joker que tu libères doit être posé dans une combinaison ou rajouté pendant le même tour, avant ta défausse : c'est une règle maison (R9).
FREED_JOKER_UNUSED__stuck = À cette table, un joker que tu libères doit être posé dans une combinaison ou rajouté pendant le même tour, c'est une règle maison (R9), et le tien ne va nulle part pour l'instant : reprends l'échange (R3.6).
# check(action) when the move is fine
ok__declare_konkan = Tu peux annoncer Konkan : ensuite, tu ne pourras poser qu'avec le Konkan complet, et il te fera gagner la partie (R8.6).
ok__draw = Tu peux piocher la carte du dessus de la pioche (R3.3).
ok__take_discard = Tu peux prendre { $card }, et tu devras ensuite poser une nouvelle combinaison à ce tour (R3.3).
ok__take_discard__used = Tu peux prendre { $card }, et tu devras ensuite la mettre dans une nouvelle combinaison à ce tour : c'est une règle maison (R9).
ok__take_discard__declarer = Tu peux prendre { $card } : comme tu as annoncé Konkan, à cette table tu n'as pas besoin de poser une combinaison avec elle ; c'est une règle maison (R9).
ok__return_discard = Tu peux remettre { $card } sur la défausse et piocher à la place (R3.3).
ok__meld = { $melds } Tu peux la poser maintenant (R3.4).
ok__opening = { $melds } En tout { $total } points, au moins { $minimum } : c'est assez pour poser (R5.1).
ok__opening_out = { $melds } Avec ces combinaisons, tu finis d'un seul coup, et il n'y a alors pas de minimum (R5.4).
ok__lay_off = Tu peux rajouter { $cards } sur { $meld }, ce qui donne { $result } (R6.1).
ok__swap_joker = Tu peux mettre { $cards } dans { $meld } et prendre son joker dans ta main (R6.2).
ok__discard = Tu peux défausser { $card } (R3.5).
ok__discard_out = En défaussant { $card }, ta dernière carte, tu finis (R7.1).
ok__undo = Tu peux reprendre ton dernier coup de ce tour (R3.6).
# what happened: events
event__deal__you = tu
event__deal__others = Manche { $number } : { $dealer } { $dealer ->
        [tu] as
       *[other] a
    } distribué ; { $who } commence avec 15 cartes, tous les autres en ont 14 (R2.1).
event__deal__yours = Manche { $number } : { $dealer } { $dealer ->
        [tu] as
       *[other] a
    } distribué ; tu commences avec 15 cartes, tous les autres en ont 14 (R2.1).
event__declare_konkan = { $who } { $who ->
        [Tu] as
       *[other] a
    } annoncé Konkan : désormais, { $who_lower } ne { $who_lower ->
        [tu] peux
       *[other] peut
    } poser qu'avec le Konkan complet (R8.6).
event__draw__private = { $who } { $who ->
        [Tu] as
       *[other] a
    } pioché { $card } (R3.3).
event__draw__public = { $who } { $who ->
        [Tu] as
       *[other] a
    } pioché une carte (R3.3).
event__take_discard = { $who } { $who ->
        [Tu] as
       *[other] a
    } pris { $card } dans la défausse (R3.3).
event__return_discard = { $who } { $who ->
        [Tu] as
       *[other] a
    } remis { $card } sur la défausse (R3.3).
event__go_down = { $who } { $who ->
        [Tu] as
       *[other] a
    } posé { $melds }, soit { $points } points (R5.1).
event__go_out_at_once = { $who } { $who ->
        [Tu] as
       *[other] a
    } posé { $melds }, tout d'un coup (R5.4).
event__meld = { $who } { $who ->
        [Tu] as
       *[other] a
    } posé { $melds } (R3.4).
event__lay_off = { $who } { $who ->
        [Tu] as
       *[other] a
    } rajouté { $what } sur { $owner }, ce qui donne { $result } (R6.1).
event__swap_joker = { $who } { $who ->
        [Tu] as
       *[other] a
    } mis { $what } dans { $owner } et pris son joker, qui remplaçait { $stands } (R6.2).
event__stood_for__either = { $plural ->
        [dames] l'une des deux dames qui manquent
       *[other] l'un des deux { $plural } qui manquent
    }
event__discard = { $who } { $who ->
        [Tu] as
       *[other] a
    } défaussé { $card } (R3.5).
# cards an event names, with their article: "the 7♠", "the 9♠ 10♠", "the joker", "the 9♠ and the joker"
the__cards = { $cards }
the__joker = le joker
the__jokers = les deux jokers
the__and = { $cards } et { $jokers }
event__undo = { $who } { $who ->
        [Tu] as
       *[other] a
    } repris un coup : { $what } (R3.6).
event__scores = Scores : { $scores } ({ $rules }).
event__reshuffle = La pioche est épuisée : la défausse, sauf sa carte du dessus, a été mélangée pour faire une nouvelle pioche de { $count } cartes (R9).
event__reshuffle__one = La pioche est épuisée : la défausse, sauf sa carte du dessus, est devenue la nouvelle pioche, d'une seule carte (R9).
WENT_OUT = { $who } { $who ->
        [Tu] as
       *[other] a
    } fini (R7.1).{ $spoiled } { $scores }
WENT_OUT_HAND = { $who } { $who ->
        [Tu] as
       *[other] a
    } fini avec un Hand (R8.2). { $scores }
WENT_OUT_KONKAN = { $who } { $who ->
        [Tu] as
       *[other] a
    } fini avec un Konkan (R8.5). { $scores }
DECLARED_KONKAN_WON = { $who } { $who ->
        [Tu] as
       *[other] a
    } fini avec un Konkan annoncé et { $who ->
        [Tu] as
       *[other] a
    } gagné la partie (R8.6). { $scores }
# why a player not down before the turn, out in it, did not go out with a Hand (or a Konkan)
spoiled__none = {""}
spoiled__hand__lay_off = {" "}Ce n'est pas un Hand, car { $who } { $who ->
        [tu] as
       *[other] a
    } rajouté des cartes sur { $owner }, et un Hand n'utilise que { $whose } propres combinaisons (R4.5, R8.2).
spoiled__hand__swap_joker = {" "}Ce n'est pas un Hand, car { $who } { $who ->
        [tu] as
       *[other] a
    } pris le joker de { $owner }, et un Hand n'utilise que { $whose } propres combinaisons (R4.5, R8.2).
spoiled__hand = {" "}Ce n'est pas un Hand, car { $who } { $who ->
        [tu] as
       *[other] a
    } touché à la combinaison d'un autre joueur pendant ce tour, et un Hand n'utilise que { $whose } propres combinaisons (R4.5, R8.2).
spoiled__konkan__lay_off = {" "}Ce n'est pas un Konkan, car { $who } { $who ->
        [tu] as
       *[other] a
    } rajouté des cartes sur { $owner }, et un Konkan n'utilise que { $whose } propres combinaisons (R4.5, R8.5).
spoiled__konkan__swap_joker = {" "}Ce n'est pas un Konkan, car { $who } { $who ->
        [tu] as
       *[other] a
    } pris le joker de { $owner }, et un Konkan n'utilise que { $whose } propres combinaisons (R4.5, R8.5).
spoiled__konkan = {" "}Ce n'est pas un Konkan, car { $who } { $who ->
        [tu] as
       *[other] a
    } touché à la combinaison d'un autre joueur pendant ce tour, et un Konkan n'utilise que { $whose } propres combinaisons (R4.5, R8.5).
ROUND_VOID = La pioche est épuisée et personne n'a fini : la manche est annulée, et le même donneur distribue à nouveau (R7.3, R2.3).
# score lines (R8)
score__out = { $who } a fini : { $score } (R8.1).
score__hand = { $who } a fini avec un Hand : { $score } (R8.2).
score__konkan = { $who } a fini avec un Konkan : { $score } (R8.5).
score__partner = { $who } est le partenaire du joueur qui a fini, donc ne paie rien : 0 (R8.4).
score__konkan_paid = { $who } paie un forfait de { $penalty } pour le Konkan, quelles que soient ses cartes en main (R8.5).
score__not_down = { $who } n'a jamais posé, donc paie { $penalty } (R8.3).
score__not_down_doubled = { $who } n'a jamais posé, donc paie { $penalty }, doublé par le Hand, soit { $score } (R8.3, R8.2).
score__cards = { $who } a en main { $cards }, soit { $penalty } (R8.3).
score__cards_doubled = { $who } a en main { $cards }, soit { $penalty }, doublé par le Hand, soit { $score } (R8.3, R8.2).
score__cards__none = { $who } n'a plus de cartes en main, soit { $penalty } (R8.3).
score__cards_doubled__none = { $who } n'a plus de cartes en main, soit { $penalty }, doublé par le Hand, soit { $score } (R8.3, R8.2).
score__void = { $who } ne marque rien : la manche est annulée (R7.3).
# The score sheet's "Read as": the cards typed, what they are worth, and the rule that scores them
# otherwise (a short form beside the cards, the whole sentence on hover).
read__not_down = { $who } a en main { $cards }, soit { $worth }, mais n'a jamais posé, donc paie { $score } (R8.3).
read__not_down__short = n'a jamais posé : paie { $score } (R8.3)
read__not_down_doubled = { $who } a en main { $cards }, soit { $worth }, mais n'a jamais posé, donc paie { $penalty }, doublé par le Hand, soit { $score } (R8.3, R8.2).
read__not_down_doubled__short = n'a jamais posé : { $penalty }, doublé par le Hand, soit { $score } (R8.3, R8.2)
read__cards_doubled = { $who } a en main { $cards }, soit { $worth }, doublé par le Hand, soit { $score } (R8.3, R8.2).
read__cards_doubled__short = doublé par le Hand : { $score } (R8.2)
read__konkan_paid = { $who } a en main { $cards }, soit { $worth }, mais paie un forfait de { $score } pour le Konkan (R8.5).
read__konkan_paid__short = le Konkan : forfait de { $score } (R8.5)
read__partner = { $who } a en main { $cards }, soit { $worth }, mais est le partenaire du joueur qui a fini, donc ne paie rien (R8.4).
read__partner__short = son partenaire a fini : ne paie rien (R8.4)
read__void = { $who } a en main { $cards }, soit { $worth }, mais la manche est annulée, donc ne marque rien (R7.3).
read__void__short = manche annulée : ne marque rien (R7.3)
# named things: suits, ranks, a card in words, whose meld
word__suit__S = pique
word__suit__S__plural = piques
word__suit__H = cœur
word__suit__H__plural = cœurs
word__suit__D = carreau
word__suit__D__plural = carreaux
word__suit__C = trèfle
word__suit__C__plural = trèfles
word__suit__S__of = pique
word__suit__H__of = cœur
word__suit__D__of = carreau
word__suit__C__of = trèfle
word__rank__1 = as
word__rank__1__plural = as
word__rank__2 = deux
word__rank__2__plural = deux
word__rank__3 = trois
word__rank__3__plural = trois
word__rank__4 = quatre
word__rank__4__plural = quatre
word__rank__5 = cinq
word__rank__5__plural = cinq
word__rank__6 = six
word__rank__6__plural = six
word__rank__7 = sept
word__rank__7__plural = sept
word__rank__8 = huit
word__rank__8__plural = huit
word__rank__9 = neuf
word__rank__9__plural = neuf
word__rank__10 = dix
word__rank__10__plural = dix
word__rank__11 = valet
word__rank__11__plural = valets
word__rank__12 = dame
word__rank__12__plural = dames
word__rank__13 = roi
word__rank__13__plural = rois
word__joker = joker
word__card = { $rank } de { $suit }
word__owner__your_own = ta propre combinaison
word__owner__their_own = sa propre combinaison
word__owner__your = ta combinaison
word__owner__named = la combinaison { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
list__or = { $items } ou { $item }
# a meld on the table, its jokers' readings beside it
meld__shown__jokers = { $cards } (jokers : { $readings })
meld__shown__joker_open = { $cards } (joker : { $options })
meld__shown__joker = { $cards } (joker : { $card })
# the end of a game: who won and why, and the standings' notes
end__konkan__one = { $name } a fini avec un Konkan annoncé à la dernière manche, donc { $who } gagne la partie, quels que soient les totaux (R8.6).
end__konkan__many = { $name } a fini avec un Konkan annoncé à la dernière manche, donc { $who } gagnent la partie, quels que soient les totaux (R8.6).
end__elimination__over__one = Tous les joueurs encore en jeu ont dépassé la limite de { $limit } à la manche { $round } : { $who } reste avec le total le plus bas, { $total }, et gagne (R9).
end__elimination__over__many = Tous les joueurs encore en jeu ont dépassé la limite de { $limit } à la manche { $round } : { $who } restent avec le total le plus bas, { $total }, et se partagent la victoire (R9).
end__elimination__last = { $who } est le dernier joueur encore en jeu et gagne (R9).
end__how__teams_tie = les deux équipes se partagent la victoire : leurs deux totaux sont de { $total }
end__how__team = { $who } gagnent avec le total d'équipe le plus bas, { $total }
end__how__one = { $who } gagne avec le total le plus bas, { $total }
end__how__many = { $who } se partagent la victoire avec le total le plus bas, { $total }
end__reached__team = le total de l'équipe { $who ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $who }
    }
end__reached__one = le total { $who ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $who }
    }
end__target__one = À la manche { $round }, { $reached } a atteint le score cible de { $limit }, donc la partie est terminée : { $how } (R9).
end__target__two = À la manche { $round }, { $reached } ont tous deux atteint le score cible de { $limit }, donc la partie est terminée : { $how } (R9).
end__target__many = À la manche { $round }, { $reached } ont tous atteint le score cible de { $limit }, donc la partie est terminée : { $how } (R9).
end__rounds__one = Après { $rounds } manche comptée, la partie est terminée : { $how } (R8.7).
end__rounds__many = Après { $rounds } manches comptées, la partie est terminée : { $how } (R8.7).
end__note__won = a gagné
end__note__left = éliminé après la manche { $round } (plus de { $limit })
# the score sheet: where the game stands
sheet__total = { $name } { $total }
sheet__total__out = { $name } { $total } (éliminé de la partie)
sheet__totals = Totaux : { $totals }.
sheet__totals__final = Totaux finaux : { $totals }.
sheet__teams = Équipes : { $first } { $a }, { $second } { $b }.
sheet__left__one = { $name } quitte la partie : son total, { $total }, a dépassé la limite de { $limit } (R9).
sheet__left__many = { $who } quittent la partie : leurs totaux ({ $totals }) ont dépassé la limite de { $limit } (R9).
sheet__over = { $verdict } Une nouvelle partie recommence la feuille à zéro.
sheet__void = La manche { $number } a été annulée : elle ne marque rien, et le même donneur distribue à nouveau (R7.3, R2.3).
sheet__next__last = Ensuite : manche { $number } sur { $rounds }, la dernière. Un joueur qui n'a pas encore posé peut y annoncer Konkan (R8.6).
sheet__next__rounds = Ensuite : manche { $number } sur { $rounds } (R8.7).
sheet__next__target = Ensuite : manche { $number }. La partie se termine après la manche où un total atteint { $limit } (R9).
sheet__next__target__team = Ensuite : manche { $number }. La partie se termine après la manche où le total d'une équipe atteint { $limit } (R9).
sheet__next__elimination = Ensuite : manche { $number }, jouée par { $who }. Un joueur dont le total dépasse { $limit } quitte la partie (R9).
sheet__declare_refusal = { $refusal } Un Konkan posé sans annonce compte comme le dit R8.5.
sheet__refusal = Cette feuille n'accepte plus de manches. { $verdict } Une nouvelle partie recommence la feuille à zéro.
repr__sheet = <Sheet { $players } joueurs, { $rounds } manches saisies, totaux { $totals }>
# a round's moves named inside a sentence
ok__quiet = Ce coup est permis maintenant (R3).
word__seat = place { $seat }
repr__round = <Round { $number }, { $players } joueurs, { $state }>
repr__round__of = <Round { $number } sur { $rounds }, { $players } joueurs, { $state }>
repr__round__over = terminée ({ $ending })
repr__round__turn = place { $seat } : { $phase }
# the reader, named in a sentence about their own move
word__you = tu
word__you__start = Tu
word__your = tes
word__their = ses
event__score = { $who ->
        [tu] toi
       *[other] { $who }
    } { $score }
# the seats' names, unless the table names them
word__seat_name__south = Sud
word__seat_name__east = Est
word__seat_name__north = Nord
word__seat_name__west = Ouest
word__seat_name__north_east = Nord-Est
word__seat_name__north_west = Nord-Ouest
word__seat_name__numbered = Place { $seat }
# how a value shows itself to a programmer (repr)
repr__legal_actions = <LegalActions de la place { $seat }>

## errors: The words of errors on bad input: a card, a seat, an option or a save that can't be taken. Each sentence names the input it refuses (``{value}`` is the input as ``konkan.errors.shown`` quotes it); ``{name}`` is the name of the argument or field, as the code spells it.

# an input quoted
error__shown__huge = <un nombre entier de { $digits } chiffres>
# whole numbers
error__whole = { $name } doit être un nombre entier ; reçu : { $value }
error__whole__range = { $name } doit être un nombre entier de { $low } à { $high } ; reçu : { $value }
error__whole__from = { $name } doit être un nombre entier à partir de { $low } ; reçu : { $value }
error__whole__between = { $name } doit aller de { $low } à { $high } ; reçu : { $value }
error__whole__at_least = { $name } doit valoir au moins { $low } ; reçu : { $value }
# names
error__lazy__no_attribute = le module { $package } n'a pas d'attribut { $name }
error__names__count = names doit donner un nom par place ({ $players }) ; reçu : { $value }
error__names__bad = le nom de la place { $seat } doit être un texte de 1 à 40 caractères imprimables ; reçu : { $value }
error__names__same = les noms des places doivent être tous différents ; reçu : { $value }
error__names__you = 'Tu' est le mot qu'une place lit pour ses propres coups : choisis un autre nom
# rules
error__rules__bool = { $name } doit être True ou False ; reçu : { $value }
error__rules__partnership = le jeu en équipe demande exactement 4 joueurs (deux équipes de deux, partenaires face à face, R1.1) ; reçu : players={ $players }
error__rules__empty_stock = empty_stock doit être 'void' ou 'reshuffle' ; reçu : { $value }
error__rules__one_of = { $name } doit être l'une de ces valeurs : { $choices } ; reçu : { $value }
error__rules__jokers_per_meld = jokers_per_meld doit être 1 ou 2 ; reçu : { $value }
error__rules__elimination = game_end='elimination' est pour les joueurs qui jouent chacun pour soi, pas en équipe (R9)
error__rules__preset = il n'y a pas de preset { $value } : les presets sont { $choices }
error__rules__mapping = rules doit être un dictionnaire qui associe des noms d'options à des valeurs ; reçu : { $value }
error__rules__unknown = option(s) de règles inconnue(s) : { $value }
error__rules__type = rules doit être un konkan.Rules ; reçu : { $value }
# a round's scores
error__scores__team = une partie en équipe a 4 places, donc 4 scores ; reçu : { $value }
error__scores__ending = ending doit être l'une de ces valeurs : { $choices } ; reçu : { $value }
error__scores__hands = hands doit donner les cartes de chaque place, de 2 à 5 places ; reçu : { $value }
error__scores__went_down = went_down doit donner True ou False pour chacune des { $seats } places ; reçu : { $value }
error__scores__partnership = une manche en équipe a 4 places ; reçu : { $hands } mains
error__scores__finisher = finisher doit être une place de 0 à { $high } ; reçu : { $value }
error__scores__finisher_hand = le joueur qui a fini (place { $seat }) n'a plus de cartes, donc sa main doit être vide ; reçu : { $count } cartes
error__scores__finisher_down = le joueur qui a fini (place { $seat }) a forcément posé : went_down[{ $seat }] doit être True
error__what__hand = main de la place { $seat }
# a game's rounds
error__game__unfinished = elle suit une manche qui n'a jamais été terminée
error__game__over = la partie est terminée : aucune manche ne suit
error__game__players = la manche est jouée avec d'autres règles ou d'autres joueurs que ceux de la partie ({ $names })
error__game__order = ce devrait être la manche { $number }, distribuée par { $dealer }, mais c'est la manche { $got }, distribuée par { $got_dealer }
error__game__seed = elle n'a pas le numéro de donne (seed) que la partie lui donne : des manches ont été déplacées ou modifiées
error__game__round = round doit être l'une des manches de cette partie ; reçu : { $value }
error__game__not_over = la manche { $number } n'est pas encore terminée : termine-la avant de distribuer la suivante
error__game__no_next = la partie est terminée : il n'y a pas de manche suivante
# table melds
error__table_meld__mapping = une combinaison de la table est un dictionnaire créé par TableMeld.to_dict ; reçu : { $value }
error__table_meld__unknown = une combinaison de la table n'a pas de champ { $value }
error__table_meld__missing = il manque { $value } à une combinaison de la table
error__table_meld__cards = les cartes d'une combinaison de la table doivent être de 3 à 13 numéros de cartes différents ; reçu : { $value }
error__table_meld__owner = le propriétaire d'une combinaison de la table doit être une place de 0 à 4 ; reçu : { $value }
error__table_meld__codes = le joker_readings d'une combinaison de la table doit être une liste de codes de cartes ; reçu : { $value }
error__table_meld__jokers = le joker_readings d'une combinaison de la table doit donner une carte par joker ; reçu : { $value }
error__table_meld__illegal = la combinaison { $cards } n'est pas valable : { $why }
error__table_meld__order = les cartes d'une combinaison de la table doivent être dans l'ordre de la table ({ $cards }) ; reçu : { $value }
error__table_meld__field = le champ { $name } d'une combinaison de la table doit être { $expected } pour ces cartes ; reçu : { $value }
# cards
error__card__numbers = la valeur et l'exemplaire d'une carte sont des nombres entiers ; reçu : { $rank } et { $copy }
error__card__joker_suit = un joker n'a pas de couleur ; reçu : la couleur { $value }
error__card__rank = la valeur d'une carte va de 1 (as) à 13 (roi) ; reçu : { $value }
error__card__suit = la couleur d'une carte est S, H, D ou C ; reçu : { $value }
error__card__copy = chaque carte existe en deux exemplaires : copy vaut 0 ou 1 ; reçu : { $value }
error__card__not_a_card = { $value } n'est pas une carte : écris une valeur (A, 2 à 10 ou T, J, Q, K) puis une couleur (S H D C ou ♠ ♥ ♦ ♣), ou JK pour un joker
error__card__id = un numéro de carte est un nombre entier de 0 à 105 ; reçu : { $value }
error__card__one = { $what } devrait être une seule carte ; reçu : { $value }
error__card__type = { $what } devrait être une carte comme '7S' ; reçu : { $value }
error__cards__not_a_card = la carte { $position } ({ $value }) n'est pas une carte : écris une valeur (A, 2 à 10 ou T, J, Q, K) puis une couleur (S H D C ou ♠ ♥ ♦ ♣), ou JK pour un joker
error__cards__slip = la carte { $position } ({ $value }) n'est pas une carte : { $fix } { $why }
error__cards__text = parse_cards attend un texte comme '7S 8S 9S' ; reçu : { $value }
error__cards__third = carte { $position } ({ $value }) : il n'y a que deux { $card } dans le jeu
error__cards__third_joker = carte { $position } ({ $value }) : il n'y a que deux jokers dans le jeu
error__cards__type = { $what } doit être un texte comme '7S 8S 9S' ou une liste de cartes ; reçu : { $value }
error__cards__too_many = { $what } : plus de cartes qu'il n'y en a dans le jeu (106)
error__cards__twice = { $what } : la même carte physique { $value } apparaît deux fois
error__cards__item_one = { $what } : l'élément { $position } ({ $value }) devrait être une seule carte
error__cards__item_bad = { $what } : l'élément { $position } ({ $value }) n'est pas une carte
error__cards__item_third = { $what } : l'élément { $position } ({ $value }) est un troisième exemplaire de { $card }
error__cards__bad = { $what } : { $value } n'est pas une carte
error__what__cards = cartes
error__what__card = carte
error__what__hand_cards = main
error__what__meld = combinaison
# saved rounds and games
error__what__round = manche
error__what__game = partie
error__where__top = son niveau supérieur
error__where__shape = sa structure
error__where__length = { $path } (sa longueur)
error__save__no_checksum = la sauvegarde ({ $what }) n'a pas de somme de contrôle ('check') : elle n'a pas été écrite par konkan
error__save__unwritable = la sauvegarde ({ $what }) contient des valeurs que JSON ne peut pas réécrire
error__save__changed = la sauvegarde ({ $what }) a été modifiée après avoir été écrite (sa somme de contrôle ne correspond pas)
error__save__bytes = le fichier sauvegardé fait { $size } octets, bien plus que ce qu'une partie demande
error__save__utf8 = le fichier sauvegardé n'est pas du texte UTF-8
error__save__type = from_json prend du texte JSON ; reçu : { $value }
error__save__characters = le fichier sauvegardé fait { $size } caractères, bien plus que ce qu'une partie demande
error__save__too_deep = le fichier sauvegardé est trop imbriqué pour être une sauvegarde konkan
error__save__json = le fichier sauvegardé n'est pas du JSON valide : { $error }
error__save__object = le fichier sauvegardé doit contenir un objet JSON
error__save__format = le fichier sauvegardé n'est pas au format { $format } (son format est { $value })
error__save__version = le fichier sauvegardé est en version { $value } ; ce konkan lit la version { $version }
error__save__deeper = le fichier sauvegardé est plus imbriqué qu'une sauvegarde konkan ne l'est jamais (à { $where })
error__save__key = le fichier sauvegardé a une clé qui n'est pas du texte, à { $where }
error__save__value = le fichier sauvegardé contient une valeur que JSON ne peut pas contenir ({ $value }) à { $where }
error__save__surrogate = le fichier sauvegardé contient du texte Unicode non valable (un surrogate isolé), à { $where }
error__save__missing = la sauvegarde ({ $what }) n'a pas de { $name }
error__save__rules = les règles de la sauvegarde ({ $what }) ne sont pas valables : { $error }
error__save__deck = le paquet sauvegardé doit être une liste de numéros de cartes (0 à 105)
error__save__deal = la donne sauvegardée n'est pas valable : { $error }
error__save__actions = les actions sauvegardées doivent être une liste
error__save__action = l'action sauvegardée { $number } est mal formée : { $error }
error__save__replay = l'action sauvegardée { $number } ({ $action }) ne peut pas être rejouée : { $error }
error__save__round_mismatch = la manche sauvegardée ne correspond pas à ce que donnent sa donne et ses actions (elle diffère dans { $where }) ; le fichier a été modifié ou abîmé
error__save__no_rounds = la partie sauvegardée doit contenir au moins une manche
error__save__seed = le numéro de donne (seed) de la partie sauvegardée doit être un nombre entier ou un texte ; reçu : { $value }
error__save__game = la partie sauvegardée n'est pas valable : { $error }
error__save__round_object = la manche sauvegardée { $number } n'est pas un objet
error__save__round_rules = la manche sauvegardée { $number } est jouée avec d'autres règles que la partie
error__save__round = manche sauvegardée { $number } : { $error }
error__save__after_end = la partie était déjà terminée après la manche sauvegardée { $number }, et pourtant d'autres manches suivent
error__save__game_mismatch = la partie sauvegardée ne correspond pas à ses manches (elle diffère dans { $where }) ; le fichier a été modifié ou abîmé
# a seat view read back
error__view__must__mapping = le champ { $field } de la vue de la place doit être un dictionnaire ; reçu : { $value }
error__view__must__whole = le champ { $name } de la vue de la place doit être un nombre entier de { $low } à { $high } ; reçu : { $value }
error__view__must__bool = le champ { $field } de la vue de la place doit être true ou false ; reçu : { $value }
error__view__must__true = le champ { $field } de la vue de la place n'est écrit que s'il vaut true ; reçu : { $value }
error__view__must__text = le champ { $field } de la vue de la place doit être un texte ; reçu : { $value }
error__view__must__list = le champ { $field } de la vue de la place doit être une liste (de longueur { $longest } au plus) ; reçu : { $value }
error__view__must__one_of = le champ { $field } de la vue de la place doit être l'une de ces valeurs : { $choices } ; reçu : { $value }
error__view__must__seat = le champ { $field } de la vue de la place doit être une place de 0 à { $high } ; reçu : { $value }
error__view__must__sizes = le champ { $field } de la vue de la place doit donner une taille par place ({ $players }) ; reçu : { $value }
error__view__must__bools = le champ { $field } de la vue de la place doit donner un true ou false par place ({ $players }) ; reçu : { $value }
error__view__must__new_melds = le champ { $field } de la vue de la place doit donner des positions différentes, sur la table, des combinaisons de cette place ; reçu : { $value }
error__view__must__freed_jokers = le champ { $field } de la vue de la place doit donner des jokers qui sont dans la main ou sur la table ; reçu : { $value }
error__view__must__lines = le champ { $field } de la vue de la place doit donner une ligne par place, dans l'ordre des places ({ $players }) ; reçu : { $value }
error__view__unknown = le champ { $field } de la vue de la place a un champ inconnu { $value }
error__view__missing = le champ { $field } de la vue de la place n'a pas de { $name }
error__view__twice = le champ { $field } de la vue de la place contient deux fois la même carte
error__view__mapping = une vue de place est un dictionnaire créé par SeatView.to_dict ; reçu : { $value }
error__view__rules = les règles de la vue de la place ne sont pas valables : { $error }
error__view__names = les noms de la vue de la place ne sont pas valables : { $error }
error__view__table = table[{ $index }] de la vue de la place n'est pas valable : { $error }
error__view__hand_size = hand_sizes[{ $seat }] de la vue de la place vaut { $size }, mais sa main contient { $count } cartes
error__view__declared = le champ declared de la vue de la place nomme deux fois la même place
error__view__two_places = la vue de la place montre une carte à deux endroits (main, table, défausse)
error__view__count = les cartes de la vue de la place font { $count } en tout, et non les 106 du jeu
error__view__took = la carte took_discard { $card } de la vue de la place n'est ni dans la main ni sur la table
error__view__legal = legal[{ $index }] de la vue de la place est un coup d'une autre place ({ $value })
error__view__phase = la phase de la vue de la place vaut 'over' exactement quand elle a un résultat
error__view__write_back = la vue de la place ne se réécrit pas telle qu'elle a été donnée : elle diffère dans { $where }
# the score sheet
error__sheet__rules_type = rules doit être un konkan Rules ; reçu : { $value }
error__sheet__cards = cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } : { $error }
error__sheet__copies = { $card } est nommée { $count } fois ({ $holders }), mais il n'y a que deux { $card } dans le jeu (R1.2).
error__sheet__copies__joker = Le joker est nommé { $count } fois ({ $holders }), mais il n'y a que deux jokers dans le jeu (R1.2).
error__sheet__hands = Donne les cartes qui restent à chacun des { $players } joueurs.
error__sheet__ending = Une manche finit par 'out', 'hand', 'konkan' ou 'void', pas par { $value }.
error__sheet__went_down = Indique pour chacun des { $players } joueurs s'il a posé (True ou False).
error__sheet__declared = Indique avec True ou False si le Konkan a été annoncé.
error__sheet__out_cards = { $name } est éliminé de la partie et ne joue plus de manches, donc n'a pas de cartes (R9).
error__sheet__void_declared = Une manche annulée n'a pas de Konkan à annoncer : personne n'a fini (R7.3).
error__sheet__finisher = Indique qui a fini, ou marque la manche comme annulée (R7.3).
error__sheet__no_seat__range = Il n'y a pas de place { $value } : la feuille a { $players } joueurs (places 0 à { $high }).
error__sheet__no_seat = Il n'y a pas de place { $value } : la feuille a { $players } joueurs.
error__sheet__finisher_out = { $name } est éliminé de la partie, donc n'a pas joué cette manche (R9).
error__sheet__finisher_cards = { $name } a fini, donc n'a plus de cartes : retire les cartes saisies pour { $name } (R7.1).
error__sheet__declare_kind = Seul un Konkan peut être annoncé (R8.6) : choisis la fin « Konkan », ou saisis la manche sans annonce.
error__sheet__undo = Il n'y a pas de manche à annuler.
error__sheet__name = Le nom d'un joueur fait de 1 à 40 caractères imprimables ; { $value } ne convient pas.
error__sheet__name_taken = { $name } est déjà le nom d'un autre joueur : donne à chaque joueur son propre nom.
error__sheet__name_you = 'Tu' est le mot qu'un joueur lit pour ses propres coups : choisis un autre nom.
error__what__sheet = feuille de score
error__sheet__missing = la feuille de score sauvegardée n'a pas de { $name }
error__sheet__rules = les règles ou les noms de la feuille de score sauvegardée ne sont pas valables : { $error }
error__sheet__rounds = les manches de la feuille de score sauvegardée doivent être une liste
error__sheet__round_shape = la manche sauvegardée { $number } n'est pas une manche telle que la feuille l'écrit
error__sheet__round_hands = les mains de la manche sauvegardée { $number } doivent être des textes de cartes
error__sheet__round_bad = la manche sauvegardée { $number } ne peut pas être saisie : { $error }
error__sheet__mismatch = la feuille de score sauvegardée ne correspond pas à ses manches (elle diffère dans { $where })
error__sheet__save = La feuille de score n'a pas pu être enregistrée dans { $path } : { $why }.
error__sheet__read = La feuille de score { $path } n'a pas pu être lue : { $why }.
error__sheet__refused = La feuille de score { $path } a été refusée : { $error }.
# actions, as text or as a mapping
error__token__bad = { $what } { $value } n'est pas une carte
error__token__not_a_card = { $what } { $value } n'est pas une carte : écris une valeur et une couleur, comme 7♠ ou 7S
error__action__card_id = { $name } doit être un numéro de carte de 0 à 105 ; reçu : { $value }
error__action__card_ids = { $what } doit être une liste de numéros de cartes ; reçu : { $value }
error__action__cards = { $what } doit être des cartes ; reçu : { $value }
error__action__seat = la place d'une action est un nombre entier de 0 à 4 ; reçu : { $value }
error__action__text = une action est un texte comme 'seat 0: draw' ; reçu : { $value }
error__action__form = { $value } n'est pas une action : écris-la comme 'seat 0: draw'
error__action__no_move = { $value } n'est pas une action : elle ne nomme aucun coup du jeu
error__action__nothing_after = { $value } : '{ $verb }' ne prend rien après lui
error__action__mapping = une action est un dictionnaire avec une place (seat) et un type (kind) ; reçu : { $value }
error__action__kind = le type (kind) d'une action doit être l'une de ces valeurs : { $choices } ; reçu : { $value }
error__action__unknown = une action { $kind } n'a pas de champ { $value }
error__action__missing = une action { $kind } a besoin de { $name } ; reçu : { $value }
error__action__taken = la carte prise doit être une carte ; reçu : { $value }
error__action__reading = { $what } nomme les cartes que les jokers remplacent ; reçu : { $value }
error__action__reading_code = { $what } doit être une carte ou une liste de cartes ; reçu : { $value }
error__action__groups = les groupes d'une combinaison doivent être des groupes de cartes ; reçu : { $value }
error__action__joker_as = joker_as doit donner une entrée par groupe ; reçu : { $value }
error__action__group_ids = les groupes d'une combinaison doivent être une liste de listes de numéros de cartes ; reçu : { $value }
error__action__joker_as_list = le joker_as d'une combinaison doit être une liste de cartes ou de nulls ; reçu : { $value }
error__action__lay_off = { $value } : écris un rajout comme 'lay off 10♠ on meld 2'
error__action__swap = { $value } : écris un échange comme 'swap Q♣ for the joker in meld 1'
error__action__discard = une défausse est une seule carte ; reçu : { $value }
error__joker_as__count = joker_as a { $entries } entrées pour { $groups } groupes : donne une entrée par groupe
error__what__action_seat = la place d'une action
error__what__taken = la carte prise
error__what__stands_for = la carte que remplace un joker
error__what__each_group = chaque groupe d'une combinaison
error__what__meld_group = un groupe d'une combinaison
error__what__meld_joker_as = le joker_as d'une combinaison
error__what__laid_off = les cartes rajoutées
error__what__lay_off_joker_as = le joker_as d'un rajout
error__what__swapped_in = les cartes échangées
error__what__discarded = la carte défaussée
# a round dealt, staged or played
error__seed__type = seed doit être un nombre entier ou un texte court ; reçu : { $value }
error__seed__utf8 = seed doit être un texte qui peut s'écrire en UTF-8 ; reçu : { $value }
error__what__round_number = number (les manches se comptent à partir de 1)
error__what__dealer = dealer (une place)
error__what__current = current (une place)
error__what__meld_owner = le propriétaire de la combinaison { $index } de la table (une place)
error__what__table_meld = combinaison { $index } de la table
error__deck__short = le paquet est trop court pour distribuer : { $players } joueurs ont besoin de { $need } cartes, le paquet en a { $count }
error__staged__hands = hands : donne une main par place ({ $players }) ; reçu : { $count }
error__staged__third = { $what } : il n'y a que deux { $card } dans le jeu (R1.2), et une troisième est placée
error__staged__meld = combinaison { $index } de la table : donne (owner, cards) ou (owner, cards, joker_as) ; reçu : { $value }
error__staged__illegal = combinaison { $index } de la table : { $why }
error__staged__rest = rest : les cartes non placées vont dans la pioche ('stock') ou la défausse ('pile'), pas dans { $value }
error__staged__down = combinaison de la table : { $name } a une combinaison posée, donc indique-le dans down
error__staged__pile = pile : un tour après le premier commence avec la dernière carte défaussée sur la défausse (R3.5), donc mets une carte dans pile
error__pick__long = { $what } : { $value } est bien trop long pour nommer des cartes
error__pick__card = { $what } : la carte { $position } ({ $value }) n'est pas une carte
error__pick__type = { $what } doit être un texte comme '7S 8S' ou une liste de cartes ; reçu : { $value }
error__pick__many = { $what } : { $count } cartes, c'est plus que le jeu n'en a
error__meld__empty = une combinaison a besoin d'au moins un groupe de cartes, comme 7S 8S 9S
error__meld__groups = { $count } groupes, c'est plus de combinaisons qu'une main ne peut en faire
error__lay_off__empty = un rajout a besoin d'au moins une carte
error__swap__empty = un échange de joker a besoin de la carte que le joker remplace
error__discard__type = une défausse est une seule carte, comme 'KH' ; reçu : { $value }
error__takes_action = { $method } prend une action comme Draw(0) ; reçu : { $value }
error__in_action = { $action } : { $error }
error__not_a_move = { $value } n'est pas un coup du jeu
error__joker_as__several = joker_as doit donner une entrée par groupe quand on pose plusieurs groupes
error__joker_as__type = joker_as doit donner une carte (ou None) par groupe ; reçu : { $value }
error__joker_as__two = joker_as nomme au plus deux cartes pour un groupe ; reçu : { $value }
# jokers named
error__joker_as__joker = joker_as nomme la carte que remplace un joker, donc ce ne peut pas être un joker
error__language = konkan ne parle aucune langue appelée { $language } : choisis parmi { $languages } ("en" anglais, "ar" arabe, "fr" français).
error__digits = Les nombres ne peuvent pas s'écrire avec les chiffres { $digits } : choisis { $choices }.

## gradebook: The words of putting a class's test marks into nbgrader's gradebook (``class.gradebook.*``): :func:`konkan.classroom.nbgrader.to_gradebook` and the command ``konkan-class-service export-nbgrader``; and what they refuse (``error.class.gradebook.*``). For a teacher: what was written where, and what to change when it can't be.

# what was written (the command prints it)
class__gradebook__written__none = La classe { $code } n'a encore aucun élève. Le carnet de notes { $gradebook } contient le devoir { $assignment }, sans aucune note.
class__gradebook__written__one = Les notes de test de l'unique élève de la classe { $code } sont dans le carnet de notes { $gradebook }, sous le devoir { $assignment }. La commande nbgrader export les donne désormais.
class__gradebook__written__many = Les notes de test des { $count } élèves de la classe { $code } sont dans le carnet de notes { $gradebook }, sous le devoir { $assignment }. La commande nbgrader export les donne désormais.
# the command's help
class__gradebook__command__title = au lieu de lancer le service
class__gradebook__command__help = mettre les notes de test d'une classe dans un carnet de notes nbgrader
class__gradebook__command__description = Met les notes de test d'une classe, telles que le service de classe les a notées, dans un carnet de notes nbgrader : un rendu par élève, un point par énigme bien résolue. Relancez la commande pour mettre les notes à jour.
class__gradebook__command__class = le code de la classe, comme river-7661
class__gradebook__command__gradebook = l'adresse du carnet de notes nbgrader, comme sqlite:////srv/nbgrader/course/gradebook.db, ou le nom de son fichier
class__gradebook__command__assignment = le nom du devoir dans nbgrader (par défaut : { $default })
class__gradebook__command__notebook = le nom du notebook dans ce devoir (par défaut : { $default })
class__gradebook__command__course = le cours nbgrader, pour un nouveau devoir (par défaut : celui du carnet de notes)
# what is refused; nothing is written then
error__class__gradebook__no_nbgrader = nbgrader n'est pas installé ici. Installez-le là où vous lancez cette commande (pip install nbgrader), puis réessayez.
error__class__gradebook__no_alembic = nbgrader crée un nouveau carnet de notes avec sa commande alembic, qui est introuvable ici. Lancez ceci là où nbgrader est installé avec ses commandes, ou donnez un carnet de notes que nbgrader a déjà créé.
error__class__gradebook__results_type = Les résultats doivent être ceux de la classe, sous forme de texte, tels que results_csv les donne, et non { $results }.
error__class__gradebook__results_header = Ce ne sont pas les résultats d'une classe : la première ligne doit nommer l'élève, chaque énigme, le total et le temps ; or la voici : { $line }.
error__class__gradebook__results_row = La ligne { $line } des résultats n'est pas une ligne de notes d'élève (un nom, 1, 0 ou rien pour chacune des { $count } énigmes, le total, puis les secondes) : { $row }. Rien n'a été écrit dans le carnet de notes.
error__class__gradebook__name__assignment = Le nom du devoir doit être un nom court, comme { $example }, et non { $name }.
error__class__gradebook__name__notebook = Le nom du notebook doit être un nom court, comme { $example }, et non { $name }.
error__class__gradebook__name__course = Le nom du cours doit être un nom court, comme { $example }, et non { $name }.
error__class__gradebook__url_type = Le carnet de notes doit être donné par son adresse, comme sqlite:///gradebook.db, ou par un nom de fichier, et non { $gradebook }.
error__class__gradebook__unreadable = konkan n'a pas pu ouvrir le carnet de notes { $gradebook } ({ $why }). Vérifiez l'adresse : pour un fichier, sqlite:/// puis le chemin du fichier, dans un dossier qui existe. Rien n'a été écrit.
error__class__gradebook__not_gradebook = { $gradebook } est une base de données, mais pas un carnet de notes nbgrader. Vérifiez l'adresse. Rien n'y a été écrit.
error__class__gradebook__no_notebook = Le devoir { $assignment } du carnet de notes { $gradebook } n'a pas de notebook nommé { $notebook }. Donnez le nom du notebook, ou celui d'un autre devoir. Rien n'a été écrit.
error__class__gradebook__cells = Le devoir { $assignment } du carnet de notes { $gradebook } ne correspond pas au test de cette classe : son notebook { $notebook } a les cellules notées { $found } (chacune avec ses points), et le test a besoin de check_1 à check_{ $count }, un point chacune. Donnez le nom d'un autre devoir, ou créez celui-ci à partir du code de la classe. Rien n'a été écrit.
error__class__gradebook__cells__none = Le devoir { $assignment } du carnet de notes { $gradebook } ne correspond pas au test de cette classe : son notebook { $notebook } n'a aucune cellule notée, et le test a besoin de check_1 à check_{ $count }, un point chacune. Donnez le nom d'un autre devoir, ou créez celui-ci à partir du code de la classe. Rien n'a été écrit.
error__class__gradebook__no_db = Il n'y a pas de base de données de classe à { $db }. Donnez celle qu'utilise le service de classe, avec --db ou KONKAN_CLASS_DB.

## hub: The class service's words on a school's JupyterHub (``hub.*``): its page, its refusals, what a student's kernel says about where the class lives, and the service's command line (its help and what it writes in the hub's log). A refusal's sentence says what was wrong and what to do; the service sends it with a reason code (the key) and an HTTP status.

# the service's page (GET /services/konkan/)
hub__page__title = Classe Konkan
hub__page__hello = Bonjour, { $name }.
hub__page__teacher = D'après le hub, vous êtes professeur ici.
hub__page__student = D'après le hub, vous êtes élève ici.
hub__page__about = Voici la classe konkan du hub de votre école. Les notebooks de votre classe communiquent avec elle.
# refusals (the reason code is the key; the service adds the HTTP status)
hub__not_signed_in = Le service de classe ne sait pas qui vous êtes : connectez-vous d'abord au hub. Un notebook du hub envoie tout seul le jeton de son serveur.
hub__away = Le hub n'a pas répondu au service de classe à l'instant : le service ne peut donc pas savoir qui vous êtes. Le hub est sans doute en train de redémarrer : réessayez dans un moment.
hub__not_allowed = Le hub vous connaît, { $name }, mais ne permet pas à cette page ou à ce notebook d'utiliser le service de classe. Demandez à l'administrateur du hub d'ajouter au hub les lignes de konkan : elles donnent le scope { $scope }.
hub__teachers_only = Seul un professeur peut faire cela, et le hub ne vous compte pas, { $name }, dans le groupe { $group }.
hub__body_too_big = La requête est trop grosse : elle fait { $size } octets, et le service de classe en accepte { $limit } au plus.
hub__body_not_json = La requête n'est pas du JSON que le service de classe peut lire : elle devient incorrecte au caractère { $position }.
hub__body_not_text = La requête n'est pas du texte que le service de classe peut lire : l'octet { $position } n'est pas de l'UTF-8.
hub__body_not_object = La requête doit être un objet JSON, avec des noms et des valeurs entre accolades ; c'était { $kind }.
hub__not_found = Le service de classe n'a rien à l'adresse { $path }.
hub__body_unknown_field = La requête a un champ { $name } que cet appel n'accepte pas. Il accepte : { $names }.
hub__body_no_fields = aucun champ
hub__body_missing_field = La requête a besoin d'un champ { $name }, et elle n'en a pas.
hub__body_bad_field__int = Le champ { $name } de la requête doit être un nombre entier ; c'était { $value }.
hub__body_bad_field__bool = Le champ { $name } de la requête doit valoir true ou false ; c'était { $value }.
hub__body_bad_field__text = Le champ { $name } de la requête doit être du texte entre guillemets ; c'était { $value }.
hub__body_bad_field__text_or_int = Le champ { $name } de la requête doit être du texte ou un nombre entier ; c'était { $value }.
hub__body_bad_field__any = Le champ { $name } de la requête doit être du texte, un nombre, ou une liste de textes ou de nombres ; c'était { $value }.
hub__query_bad__int = Le paramètre { $name } de l'adresse doit être un nombre entier, comme 12 ; c'était { $value }.
hub__query_bad__seconds = Le paramètre { $name } de l'adresse doit être un nombre de secondes, comme 20 ; c'était { $value }.
hub__query_too_long = L'adresse donne { $name } plus d'une fois, ou avec plus de { $limit } caractères.
hub__failed = Le service de classe n'a pas pu répondre à cette requête (statut HTTP { $status }). L'administrateur du hub peut en lire la raison dans le journal du hub.
# a student's kernel: where the class lives (konkan/classroom/service/client.py)
hub__client__on_hub = Ce notebook tourne sur le hub de votre école : votre classe se trouve donc sur son service de classe ({ $path } à l'adresse du hub).
hub__client__not_on_hub = Ce notebook ne tourne pas sur le hub d'une école : la classe reste donc dans des fichiers sur cet ordinateur.
hub__client__no_service = Ce notebook tourne sur un hub qui n'a pas de service de classe konkan : la classe reste donc dans des fichiers sur cet ordinateur. L'administrateur du hub peut ajouter le service (voir le guide du professeur).
hub__client__needed = { $where } Pour créer une classe et ouvrir ses tables, il faut le service de classe du hub d'une école ; ici, suivez le guide du professeur pour une classe en fichiers.
hub__client__away = Le service de classe ne répond pas pour l'instant : il est sans doute en train de redémarrer. Réessayez dans un moment.
hub__client__class_made = { $describe } Elle est sur le hub : les élèves la rejoignent avec le code { $short }.
hub__client__table_opened = La table { $number } de la classe { $short } est ouverte, avec { $seats } places. L'ordinateur joue à toute place qu'aucun élève ne prend, au niveau { $level }.
hub__client__unreachable = Le service de classe à l'adresse { $url } n'a pas répondu.
hub__client__bad_reply = Le service de classe à l'adresse { $url } a envoyé une réponse qui n'est pas du JSON (statut HTTP { $status }).
# the command konkan-class-service (its --help, and the lines it writes in the hub's log)
hub__command__description = Le service de classe konkan : JupyterHub le lance comme l'un de ses services (voir docs/hub/jupyterhub_config.py) et le rend accessible à /services/konkan/.
hub__command__db = la base de données de la classe, une URL SQLAlchemy ou un nom de fichier (par défaut : $KONKAN_CLASS_DB, sinon le fichier SQLite { $default } dans le dossier où tourne le service)
hub__command__not_on_hub = konkan-class-service tourne comme service de JupyterHub, et { $variable } n'est pas définie : ajoutez-la à la configuration du hub (docs/hub/jupyterhub_config.py) et laissez le hub lancer le service.
hub__command__bad_url = { $variable } vaut { $value }, ce qui n'est pas une adresse comme http://127.0.0.1:10101. L'administrateur du hub la définit (docs/hub/jupyterhub_config.py).
hub__command__sweep_failed = Le service n'a pas pu rechercher les élèves partis sans prévenir. Il recommence dans quelques secondes ; la raison est ci-dessous.
hub__command__computer_failed = Table { $table } : l'ordinateur n'a pas pu jouer son tour. La table attend le coup suivant ; la raison est ci-dessous.
hub__command__listening = Le service de classe konkan écoute à l'adresse { $url } (le hub y dirige { $prefix }) ; sa base de données : { $db }.

## lessons/a_turn: Lesson 3's words: a turn (R3), from the first card to the discard, and changing your mind.

lesson__a_turn__title = Un tour
lesson__a_turn__summary = Commence par prendre une carte, joue ce que tu peux, termine par une défausse, et change d'avis entre les deux.
# step a-whole-turn
lesson__a_turn__a_whole_turn__title = Piocher, puis défausser
lesson__a_turn__a_whole_turn__intro = Au début de chaque tour, tu prends une carte : celle du dessus de la pioche (le tas face cachée) ou celle du dessus de la défausse. À la fin de chaque tour, tu jettes une carte sur la défausse.
lesson__a_turn__a_whole_turn__goal = Pioche une carte, puis défausse une carte.
lesson__a_turn__a_whole_turn__hint = Ton tour commence par une carte prise sur l'un des deux tas. La pioche est le choix sans risque.
lesson__a_turn__a_whole_turn__why__1 = Commence par piocher : tu reçois la carte du dessus, la Q♥ (R3.3).
lesson__a_turn__a_whole_turn__why__2 = Ensuite, défausse une carte dont tu n'as pas besoin, par exemple le K♠, et ton tour est fini (R3.5).
lesson__a_turn__a_whole_turn__mistake__must_draw_first = Prends d'abord une carte, puis défausse.
lesson__a_turn__a_whole_turn__done = Voilà un tour complet : une carte qui entre, une carte qui sort.
# step take-and-meld
lesson__a_turn__take_and_meld__title = Prendre la défausse
lesson__a_turn__take_and_meld__intro = Ton 2♦ 3♦ 4♦ est sur la table depuis un tour précédent. Au lieu de piocher, tu peux prendre la carte du dessus de la défausse, mais seulement si tu poses une nouvelle combinaison avant la fin de ton tour.
lesson__a_turn__take_and_meld__goal = Prends le 9♥ sur la défausse et pose-le dans une nouvelle combinaison.
lesson__a_turn__take_and_meld__hint = La carte du dessus de la défausse va avec deux de tes cartes.
lesson__a_turn__take_and_meld__why__1 = Prends le 9♥ : tu as le droit de prendre la défausse parce que tu vas poser une nouvelle combinaison pendant ce tour (R3.3).
lesson__a_turn__take_and_meld__why__2 = Pose 7♥ 8♥ 9♥, une suite (R3.4, R4.1). Ensuite, tu pourrais défausser et finir ton tour (R3.5).
lesson__a_turn__take_and_meld__mistake__must_draw_first = Le 9♥ est encore sur la défausse : prends-le d'abord.
lesson__a_turn__take_and_meld__done = Tu as pris la défausse et tu l'as utilisée dans une nouvelle combinaison, comme la règle le demande.
# step put-it-back
lesson__a_turn__put_it_back__title = La remettre
lesson__a_turn__put_it_back__intro = Tu as pris le 4♣ pour ton 2♣ 3♣. Prendre la défausse, c'est une promesse : tu dois poser une nouvelle combinaison pendant ce tour. Mais tu n'as encore aucune combinaison sur la table. Tes premières combinaisons d'une manche doivent valoir 51 points ou plus (leçon 4). Tant que tu n'as rien fait d'autre, tu peux changer d'avis : remets la carte et pioche à la place.
lesson__a_turn__put_it_back__goal = Remets le 4♣ sur la défausse et pioche à la place.
lesson__a_turn__put_it_back__hint = Tu ne peux pas poser de combinaisons qui valent 51 points pendant ce tour : la carte prise doit donc retourner sur la défausse.
lesson__a_turn__put_it_back__why__1 = Tu ne peux pas poser de combinaisons qui valent 51 points, tu ne peux donc pas garder le 4♣ (R3.3, R5.1).
lesson__a_turn__put_it_back__why__2 = Remets-le : c'est permis, parce que tu n'as encore rien fait d'autre (R3.3).
lesson__a_turn__put_it_back__why__3 = Ensuite, pioche, comme on peut toujours le faire en début de tour (R3.3). Si tu avais déjà joué d'autres coups, tu les annulerais d'abord, le dernier en premier, avant de remettre la carte (R3.6).
lesson__a_turn__put_it_back__mistake__must_meld_after_taking = Remets plutôt le 4♣.
lesson__a_turn__put_it_back__mistake__opening_too_low = Trois petits trèfles, c'est loin de 51 : remets plutôt le 4♣.
lesson__a_turn__put_it_back__done = Prendre puis remettre ne coûte rien, tant que tu le fais avant tout le reste.
# step take-back
lesson__a_turn__take_back__title = Annuler un coup
lesson__a_turn__take_back__intro = Ton 2♦ 3♦ 4♦ est sur la table depuis un tour précédent. Pendant ce tour, tu as pioché, posé 5♠ 6♠ 7♠, et c'est seulement après que tu as vu ton 8♠. Tant que tu n'as pas défaussé, tu peux annuler tes propres coups de ce tour, le dernier en premier.
lesson__a_turn__take_back__goal = Fais de tes piques une seule suite de quatre, 5♠ 6♠ 7♠ 8♠.
lesson__a_turn__take_back__hint = Annule ce que tu as fait en dernier, puis pose de nouveau tes piques, tous ensemble.
lesson__a_turn__take_back__why__1 = Annule ton dernier coup : la suite 5♠ 6♠ 7♠ revient dans ta main (R3.6).
lesson__a_turn__take_back__why__2 = Pose 5♠ 6♠ 7♠ 8♠, une seule suite de quatre (R3.4, R4.1).
lesson__a_turn__take_back__mistake__not_in_hand = Ces piques sont maintenant sur la table : annule d'abord la suite.
lesson__a_turn__take_back__done = Annuler ne coûte rien tant que tu n'as pas défaussé. Il y avait aussi un autre moyen : ajouter le 8♠ à la suite déjà sur la table. C'est ce qu'on appelle « rajouter » : tu le verras bientôt.
# step a-draw-stays
lesson__a_turn__a_draw_stays__title = Une carte piochée reste
lesson__a_turn__a_draw_stays__intro = Tu as pioché le K♥, et tu le regrettes. Une carte piochée ne peut jamais être remise dans la pioche, parce que tu l'as vue.
lesson__a_turn__a_draw_stays__goal = Essaie d'appuyer sur Annuler si tu veux, puis termine ton tour par une défausse.
lesson__a_turn__a_draw_stays__hint = Quoi que tu fasses, le tour se termine de la même façon : une carte sur la défausse.
lesson__a_turn__a_draw_stays__why__1 = On ne peut pas revenir sur une carte piochée (R3.6).
lesson__a_turn__a_draw_stays__why__2 = Tu gardes donc le K♥, ou tu le jettes tout de suite : défausse-le et ton tour est fini (R3.5).
lesson__a_turn__a_draw_stays__mistake__draw_cannot_be_undone = Maintenant, termine ton tour par une défausse.
lesson__a_turn__a_draw_stays__done = Avant de piocher, jette un œil à la défausse : une fois que tu as pioché, la carte est à toi.
# step keep-a-card
lesson__a_turn__keep_a_card__title = Garder une carte
lesson__a_turn__keep_a_card__intro = Ton 2♦ 3♦ 4♦ est sur la table depuis un tour précédent, et tu as pioché. Chaque tour se termine par une défausse. Tout ce que tu poses doit donc te laisser au moins une carte en main.
lesson__a_turn__keep_a_card__goal = Pose trois de tes trèfles en suite, et garde une carte pour ta défausse.
lesson__a_turn__keep_a_card__hint = Quatre trèfles qui se suivent, c'est tentant, mais pense à la défausse.
lesson__a_turn__keep_a_card__why__1 = Pose 8♣ 9♣ 10♣ et garde une carte : chaque tour se termine par une défausse (R3.5).
lesson__a_turn__keep_a_card__why__2 = Le J♣ reste pour cette défausse.
lesson__a_turn__keep_a_card__mistake__must_keep_discard = Pose trois d'entre eux et garde-en un pour la défausse.
lesson__a_turn__keep_a_card__done = Le J♣ est gardé pour ta défausse. Jeter ta dernière carte termine la manche : la leçon 6 montre ce qui se passe alors.

## lessons/common: The words every lesson shares (konkan/teaching/lessons/__init__.py): what a try is told around the engine's sentence, and the sentences on an answer or a move of the wrong form.

# a move tried at a step ({said}: what the engine says happened)
lesson__common__step_done = Cette étape est réussie : passe à la suivante.
lesson__common__try_over = Cet essai est terminé : appuie sur Réessayer pour recommencer l'étape.
# the turn ended without reaching the goal ({goal}: the step's goal; {missed}: the lesson's word on why)
lesson__common__turn_ended = { $said } Ton tour est fini, mais l'objectif était : { $goal } Appuie sur Réessayer.
lesson__common__turn_ended__missed = { $said } Ton tour est fini, mais l'objectif était : { $goal } { $missed } Appuie sur Réessayer.
# a move that can't be taken back has made the goal impossible ({blocked}: the engine's sentence on why)
lesson__common__blocked = { $said } { $blocked } Cet essai ne peut donc plus atteindre l'objectif. Appuie sur Réessayer.
lesson__common__not_yet = { $said } L'objectif n'est pas encore atteint : { $goal }
# a question answered ({explanation}: the engine's sentence on the answer)
lesson__common__right = Bravo ! { $explanation }
lesson__common__right__done = Bravo ! { $explanation } { $done }
lesson__common__wrong = Pas tout à fait. Essaie encore, ou appuie sur Indice.
lesson__common__wrong__slip = Pas tout à fait. { $slip } Essaie encore, ou appuie sur Indice.
# a wrong pick among a question's choices: the engine's sentence on it, after the choice's label
lesson__common__picked = Tu as choisi { $label } : { $said }
# right choices left out, only counted so the answer is not given away
lesson__common__missed_pick__one = Et un autre choix est juste aussi.
lesson__common__missed_pick__many = Et { $count } autres choix sont justes aussi.
# input of the wrong form ({got}: what was given, quoted and cut short)
lesson__common__error__choice_number = Réponds avec le numéro d'un choix, de { $low } à { $high } ; tu as donné { $value }.
lesson__common__error__one_choice = Choisis une réponse, et une seule.
lesson__common__error__whole_number = Réponds avec un nombre entier, comme 25 ou -30 ; tu as donné { $got }.
lesson__common__error__move_form = Un coup est une Action ou son texte, comme 'meld 7S 8S 9S' ; tu as donné { $got }.
lesson__common__error__question_not_move = Cette étape est une question : réponds-y avec answer(...), pas avec un coup.
lesson__common__error__move_not_answer = Cette étape se joue avec des coups, pas avec une réponse : utilise play(...).
lesson__common__error__no_step = la leçon { $lesson } n'a pas d'étape { $step } ; ses étapes sont { $steps }
lesson__common__error__no_lesson = Il n'y a pas de leçon { $lesson }. Les leçons sont : { $lessons }.
# a progress file that can't be read (set aside, and the stars start afresh: see learner_files)
lesson__common__error__progress_file = ce n'est pas un fichier de progression konkan
lesson__common__error__progress_lesson = entrée de leçon mal formée
lesson__common__error__progress_step = entrée d'étape mal formée

## lessons/going_down: Lesson 4's words: going down (R5), 51 points with a run among the melds.

lesson__going_down__title = Poser
lesson__going_down__summary = Tes premières combinaisons d'une manche : 51 points, avec une suite parmi elles, et ce qui vient après.
# the question of the first two steps: the points of some melds ({melds}: each meld's cards, in a list)
lesson__going_down__how_many_points = Combien de points font { $melds } ensemble ?
# step count-points
lesson__going_down__count_points__title = Comment on compte les cartes
lesson__going_down__count_points__intro = La première fois d'une manche où tu mets des combinaisons sur la table, on dit que tu poses ; ensuite, tu « as posé » jusqu'à la fin de la manche. Ces combinaisons doivent valoir 51 points ou plus. Les cartes de 2 à 10 comptent leur chiffre. Un valet, une dame ou un roi compte 10. Un as compte 11, mais seulement 1 tout en bas d'une suite, comme dans A 2 3.
lesson__going_down__count_points__hint = Additionne chaque combinaison, et regarde bien où se trouve l'as.
lesson__going_down__count_points__why__1 = A♥ 2♥ 3♥ : l'as est sous le deux, il compte donc 1 ; 1 + 2 + 3 font 6 (R5.1).
lesson__going_down__count_points__why__2 = K♠ K♦ K♣ : trois rois à 10 chacun, 30 (R5.1).
lesson__going_down__count_points__why__3 = Ensemble, 36, il manque donc 15 pour arriver à 51 (R5.1).
lesson__going_down__count_points__mistake__46 = L'as sous le deux ne compte que 1, pas 11.
lesson__going_down__count_points__done = 36 ne suffit pas encore pour poser.
# step joker-and-high-ace
lesson__going_down__joker_and_high_ace__title = Le joker et l'as du haut
lesson__going_down__joker_and_high_ace__intro = Un as au-dessus du roi, comme dans Q K A, compte 11. Un joker compte comme la carte qu'il remplace.
lesson__going_down__joker_and_high_ace__hint = Trouve d'abord quelle carte le joker remplace.
lesson__going_down__joker_and_high_ace__why__1 = Q♦ K♦ A♦ : 10 + 10 + 11, donc 31 (R5.1).
lesson__going_down__joker_and_high_ace__why__2 = 9♠ Joker J♠ : le joker est le 10♠, donc 9 + 10 + 10 font 29 (R4.4, R5.1).
lesson__going_down__joker_and_high_ace__why__3 = Ensemble, 60, assez pour poser (R5.1).
lesson__going_down__joker_and_high_ace__mistake__50 = Vérifie deux choses : ce que compte un as au-dessus du roi, et quelle carte le joker remplace.
lesson__going_down__joker_and_high_ace__mistake__40 = Revérifie l'as au-dessus du roi, et compte le joker comme la carte qu'il remplace.
lesson__going_down__joker_and_high_ace__mistake__65 = Dans une combinaison, le joker compte comme la carte qu'il remplace, pas 15.
lesson__going_down__joker_and_high_ace__done = 60, c'est assez : ces deux combinaisons pourraient être posées ensemble.
# step go-down
lesson__going_down__go_down__title = Poser avec 51
lesson__going_down__go_down__intro = Tu as pioché, et ta main contient une suite et un groupe. Aucun des deux ne vaut 51 tout seul, mais des combinaisons posées ensemble comptent ensemble. Choisis les cartes d'une combinaison et appuie sur Mettre de côté. Ensuite, choisis les cartes de l'autre combinaison et appuie sur Poser : les deux sont posées en même temps.
lesson__going_down__go_down__goal = Pose : mets sur la table des combinaisons qui valent ensemble 51 points ou plus.
lesson__going_down__go_down__hint = Trouve la plus longue suite de ta main, puis un groupe pour l'accompagner. Mets-en une de côté avant de choisir l'autre.
lesson__going_down__go_down__why__1 = 9♥ 10♥ J♥ Q♥ vaut 39 et 7♠ 7♦ 7♣ vaut 21 (R5.1).
lesson__going_down__go_down__why__2 = Choisis 9♥ 10♥ J♥ Q♥ et appuie sur Mettre de côté. Ensuite, choisis 7♠ 7♦ 7♣ et appuie sur Poser.
lesson__going_down__go_down__why__3 = Posées ensemble, elles font 60, au moins 51 : tu as donc posé (R5.1).
lesson__going_down__go_down__mistake__opening_too_low = Mets d'abord cette combinaison de côté, puis choisis l'autre et appuie sur Poser, pour que leurs points s'additionnent.
lesson__going_down__go_down__mistake__not_a_meld = Ces cartes forment deux combinaisons, pas une : choisis-en une et appuie sur Mettre de côté, puis choisis l'autre et appuie sur Poser.
lesson__going_down__go_down__done = Tu as posé ! À partir de maintenant, dans cette manche, toute nouvelle combinaison peut être posée toute seule.
# step needs-a-run
lesson__going_down__needs_a_run__title = Il faut une suite
lesson__going_down__needs_a_run__intro = Pour poser, il faut au moins une suite parmi tes combinaisons, même si tes groupes font beaucoup de points. Comme avant, choisis les cartes de chaque combinaison et appuie sur Mettre de côté. Ensuite, choisis les cartes de la dernière combinaison et appuie sur Poser : elles sont toutes posées ensemble.
lesson__going_down__needs_a_run__goal = Pose, avec une suite parmi tes combinaisons.
lesson__going_down__needs_a_run__hint = Tes groupes valent beaucoup de points. De quoi d'autre as-tu besoin avec eux ?
lesson__going_down__needs_a_run__why__1 = K♠ K♥ K♦ et Q♠ Q♥ Q♣ font 60, mais on ne peut pas poser avec deux groupes seulement (R5.2).
lesson__going_down__needs_a_run__why__2 = Ajoute la suite 3♣ 4♣ 5♣ : 72 points avec une suite, tu as donc posé (R5.1, R5.2).
lesson__going_down__needs_a_run__why__3 = Mets de côté les rois, puis les dames, puis choisis 3♣ 4♣ 5♣ et appuie sur Poser.
lesson__going_down__needs_a_run__mistake__opening_needs_run = Tes trois trèfles qui se suivent feraient la suite.
lesson__going_down__needs_a_run__done = Deux groupes et une suite, 72 points : un très bon début.
# step lay-off-after
lesson__going_down__lay_off_after__title = On rajoute après
lesson__going_down__lay_off_after__intro = Rajouter, c'est ajouter une de tes cartes à une combinaison déjà sur la table, même celle d'un autre joueur. Choisis ta carte, clique sur la combinaison sur la table, puis appuie sur Rajouter. Tu ne peux rajouter qu'une fois que tu as posé, mais tu peux déjà le faire pendant le même tour. Ce que tu rajoutes ne compte pas pour tes 51 points.
lesson__going_down__lay_off_after__goal = Pose, puis rajoute ton 7♠ à la suite de Nord.
lesson__going_down__lay_off_after__hint = Le rajout doit attendre : pose d'abord des combinaisons qui valent 51, en mettant l'une de côté avant la suivante.
lesson__going_down__lay_off_after__why__1 = Tu ne peux pas rajouter avant d'avoir posé (R5.3).
lesson__going_down__lay_off_after__why__2 = Pose 10♥ J♥ Q♥ et 8♣ 8♦ 8♠ ensemble : 54 points (R5.1). Mets-en une de côté, choisis l'autre, appuie sur Poser.
lesson__going_down__lay_off_after__why__3 = Maintenant que tu as posé, rajoute le 7♠ au 4♠ 5♠ 6♠ de Nord : choisis le 7♠, clique sur la suite de Nord, appuie sur Rajouter (R5.3, R6.1).
lesson__going_down__lay_off_after__mistake__not_down = Pose d'abord, avec tes propres combinaisons.
lesson__going_down__lay_off_after__done = La suite de Nord va maintenant du 4♠ au 7♠, et ta main est plus petite.
# step out-at-once
lesson__going_down__out_at_once__title = Tout poser d'un coup
lesson__going_down__out_at_once__intro = Il existe un moyen de poser avec moins de 51. Pose toutes tes cartes sauf une, en une seule fois, dans tes propres combinaisons. Ta dernière carte devient alors ta défausse, et elle termine la manche tout de suite. Choisis les cartes de chaque combinaison et appuie sur Mettre de côté. Ensuite, choisis les cartes de la dernière combinaison et appuie sur Poser : elles sont toutes posées ensemble.
lesson__going_down__out_at_once__goal = Pose toutes tes cartes sauf une en une seule fois, même si tes combinaisons font moins de 51.
lesson__going_down__out_at_once__hint = Pose ensemble tout ce que tu peux, en gardant une seule carte à défausser. Mets de côté chaque combinaison sauf la dernière.
lesson__going_down__out_at_once__why__1 = 2♣ 3♣ 4♣ et 5♦ 5♥ 5♠ ne font que 24 (R5.1).
lesson__going_down__out_at_once__why__2 = Mais elles ne laissent qu'une carte : aucun minimum n'est donc nécessaire (R5.4). Il y a bien une suite parmi elles (R5.2).
lesson__going_down__out_at_once__why__3 = Mets-en une de côté, choisis l'autre, appuie sur Poser.
lesson__going_down__out_at_once__mistake__opening_too_low = Mets une combinaison de côté, puis choisis l'autre et appuie sur Poser : les deux sont posées ensemble et il ne reste qu'une carte.
lesson__going_down__out_at_once__done = Il ne reste que le 9♦. Le défausser terminerait la manche : la leçon 6 montre ce qui se passe alors.
# step stay-down
lesson__going_down__stay_down__title = Une fois posé, c'est pour toute la manche
lesson__going_down__stay_down__intro = Tu as posé au tour d'avant avec 9♥ 10♥ J♥ Q♥ et 7♠ 7♦ 7♣. Pendant ce tour, tu as pioché, et tu as 4♣ 5♣ 6♣ en main.
lesson__going_down__stay_down__prompt = Peux-tu poser 4♣ 5♣ 6♣ toute seule maintenant ?
lesson__going_down__stay_down__hint = Les 51 points, c'est seulement pour la première fois que tu poses dans une manche.
lesson__going_down__stay_down__why__1 = Tu as posé au tour d'avant, et tu restes posé jusqu'à la fin de la manche (R5.5).
lesson__going_down__stay_down__why__2 = Donc 4♣ 5♣ 6♣ peut être posée toute seule, sans minimum (R3.4).
lesson__going_down__stay_down__choice__yes = Oui : tu as déjà posé, donc toute nouvelle combinaison peut être posée
lesson__going_down__stay_down__choice__no = Non : elle ne vaut que 15, et chaque combinaison a besoin de 51
lesson__going_down__stay_down__mistake__1 = Tu as posé au tour d'avant. Les 51 points comptent-ils encore maintenant ?
lesson__going_down__stay_down__done = Une fois que tu as posé, chaque nouvelle combinaison se pose toute seule, quelle que soit sa valeur.

## lessons/going_out: Lesson 6's words (konkan/teaching/lessons/going_out.py): going out and scoring. Keys are ``lesson.going_out.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done or missed.

lesson__going_out__title = Finir et compter les points
lesson__going_out__summary = Comment se termine une manche, ce que chacun marque, et ce qui se passe quand la pioche est vide.
# last-card: go out
lesson__going_out__last-card__title = Finir
lesson__going_out__last-card__intro = La manche se termine dès que quelqu'un se débarrasse de sa dernière carte. Chaque tour se termine par une défausse : tu mets donc toutes tes cartes sauf une dans des combinaisons, puis tu défausses la dernière.
lesson__going_out__last-card__goal = Finis : pose tes cartes et fais de la dernière ta défausse.
lesson__going_out__last-card__hint = Tu ne peux pas mettre toutes tes cartes dans des combinaisons : il doit en rester une pour la défausse. Laquelle peux-tu laisser ?
lesson__going_out__last-card__why__1 = Pose 4♥ 5♥ 6♥ et 9♣ 9♦ 9♠ (R3.4), en gardant une carte.
lesson__going_out__last-card__why__2 = Défausse le 7♥ : c'est ta dernière carte, donc tu as fini et la manche se termine (R7.1, R7.2).
lesson__going_out__last-card__mistake__must_keep_discard = Garde une carte : c'est ta dernière défausse qui te fait finir.
lesson__going_out__last-card__done = Tu as fini : la manche est terminée.
# minus-thirty: what going out scores
lesson__going_out__minus-thirty__title = Moins trente
lesson__going_out__minus-thirty__intro = Au Konkan, moins tu as de points, mieux c'est : c'est le plus petit total qui gagne la partie. Finir enlève 30 points à ton total, et tous les autres paient pour les cartes qu'ils ont encore en main.
lesson__going_out__minus-thirty__prompt = Tu peux finir pendant ce tour. Combien de points marques-tu pour ça ?
lesson__going_out__minus-thirty__hint = Finir enlève des points à ton total. Écris le score avec un signe moins.
lesson__going_out__minus-thirty__why__1 = Toutes les cartes sauf une vont dans des combinaisons, et la dernière est ta défausse (R7.2).
lesson__going_out__minus-thirty__why__2 = Le joueur qui finit marque moins 30 (R8.1).
lesson__going_out__minus-thirty__mistake__no_minus = Finir enlève des points à ton total : ton score a donc un signe moins.
lesson__going_out__minus-thirty__mistake__hand = Moins 60, c'est pour finir tout d'un coup sans avoir jamais posé avant. Toi, tu as déjà posé.
lesson__going_out__minus-thirty__mistake__zero = Finir change bien ton score : ça enlève des points à ton total.
# count-the-cards: what is left costs
lesson__going_out__count-the-cards__title = Ce qui reste coûte des points
lesson__going_out__count-the-cards__intro = Quand quelqu'un finit, tous les autres additionnent les cartes qu'ils ont encore en main. Un joker vaut 15 et un as 11. Un valet, une dame ou un roi vaut 10, et toute autre carte son chiffre.
lesson__going_out__count-the-cards__prompt = Tu as fini. Nord a posé et il lui reste ces cartes en main. Combien de points coûtent-elles à Nord ?
lesson__going_out__count-the-cards__hint = Additionne-les une par une : commence par le joker, puis l'as, puis le roi.
lesson__going_out__count-the-cards__why__1 = Le joker coûte 15, l'A♠ 11, le K♦ 10, le 7♣ 7 et le 2♥ 2 (R8.3).
lesson__going_out__count-the-cards__why__2 = Ensemble, 15 + 11 + 10 + 7 + 2 font 45.
lesson__going_out__count-the-cards__mistake__ace = Un as qui reste en main coûte 11, pas 1.
lesson__going_out__count-the-cards__mistake__joker = Un joker qui reste en main coûte 15.
lesson__going_out__count-the-cards__mistake__joker_and_ace = Regarde encore le joker et l'as : les deux coûtent plus que ça.
lesson__going_out__count-the-cards__mistake__king = Un roi coûte 10, comme un valet ou une dame.
# never-down: a flat 100
lesson__going_out__never-down__title = Jamais posé
lesson__going_out__never-down__intro = Un joueur qui n'a jamais posé pendant la manche ne compte pas ses cartes : il paie 100 points d'office, même si ses cartes sont petites.
lesson__going_out__never-down__prompt = Tu as fini. Nord n'a jamais posé pendant cette manche et il a ces quatorze cartes en main. Combien Nord paie-t-il ?
lesson__going_out__never-down__hint = Est-ce que Nord a posé une combinaison pendant cette manche ?
lesson__going_out__never-down__why__1 = Nord n'a jamais posé : ses cartes ne comptent donc pas, et Nord paie 100 (R8.3).
lesson__going_out__never-down__mistake__counted = Ces cartes compteraient seulement si Nord avait posé.
# which-discard: which card to throw
lesson__going_out__which-discard__title = Quelle carte jeter
lesson__going_out__which-discard__intro = Chaque tour se termine par une défausse. Une carte encore dans ta main quand quelqu'un finit te coûte ses points. Une carte forte est donc une bonne carte à jeter. Mais regarde aussi la défausse. Au tour d'avant, Nord y a pris le 3♥, et il le garde en main. Nord veut donc une carte qui va avec le 3♥.
lesson__going_out__which-discard__goal = Défausse une carte qui te coûte beaucoup et dont Nord ne peut pas se servir.
lesson__going_out__which-discard__hint = Ton 3♠ ne coûte que 3. Mais Nord vient de prendre un trois. Que ferait Nord avec le tien ?
lesson__going_out__which-discard__why__1 = Le K♥ coûte 10 si quelqu'un finit alors que tu l'as encore (R8.3).
lesson__going_out__which-discard__why__2 = La Q♥ coûte 10 aussi : la jeter est tout aussi bien.
lesson__going_out__which-discard__why__3 = Le 3♠ ne coûte que 3. Mais Nord a pris un trois sur la défausse au tour d'avant.
lesson__going_out__which-discard__why__4 = Nord pourrait prendre ton 3♠ aussi, pour préparer un groupe de 3 avec son 3♥ (R3.3, R4.2).
lesson__going_out__which-discard__done = Une carte forte est partie, et Nord n'a rien reçu de toi.
lesson__going_out__which-discard__missed = Le K♥ coûte 10, la Q♥ aussi : aucune carte de ta main ne coûte plus. Nord ne peut pas s'en servir (R8.3).
# last-chance: the stock runs out
lesson__going_out__last-chance__title = La pioche est vide
lesson__going_out__last-chance__intro = Tu viens de piocher la dernière carte de la pioche. Si ton tour se termine et que personne n'a fini, la manche est annulée : personne ne marque de points, et on distribue de nouveau.
lesson__going_out__last-chance__goal = Finis maintenant, avant que ton tour se termine avec la pioche vide.
lesson__going_out__last-chance__hint = Ta suite sur la table peut accepter d'autres cartes. Combien des tiennes vont dessus ?
lesson__going_out__last-chance__why__1 = Rajoute 9♠ 10♠ à ta suite 6♠ 7♠ 8♠ (R6.1).
lesson__going_out__last-chance__why__2 = Ensuite, défausse le 4♦, ta dernière carte : tu as fini (R7.1) avant que la pioche vide puisse annuler la manche (R7.3).
lesson__going_out__last-chance__done = Juste à temps : tu as fini avec la pioche vide.
# dealt-again: a void round
lesson__going_out__dealt-again__title = On redistribue
lesson__going_out__dealt-again__intro = Une manche annulée ne rapporte rien. Le même donneur mélange et distribue de nouveau, et la nouvelle donne garde le même numéro de manche.
lesson__going_out__dealt-again__prompt = La manche 3 s'est terminée avec la pioche vide et personne n'a fini. Quel numéro a la donne suivante ?
lesson__going_out__dealt-again__hint = Une manche annulée ne compte pas comme une manche jouée.
lesson__going_out__dealt-again__why__1 = La manche 3 a été annulée : elle ne rapporte donc rien (R7.3).
lesson__going_out__dealt-again__why__2 = Le même donneur distribue de nouveau, et c'est toujours la manche 3 (R2.3).
lesson__going_out__dealt-again__mistake__counted = Une manche annulée ne compte pas comme une manche jouée.
# score-the-round: a whole round's end
lesson__going_out__score-the-round__title = Compter une manche entière
lesson__going_out__score-the-round__intro = Maintenant, compte les points d'une manche entière. Cette fois, vous êtes trois joueurs : toi, Est et Ouest.
lesson__going_out__score-the-round__prompt = Tu finis maintenant : pose 5♣ 6♣ 7♣ et défausse le K♠. Est a posé et il a en main les cartes montrées ; Ouest n'a jamais posé. Combien de points Est et Ouest paient-ils ensemble ?
lesson__going_out__score-the-round__hint = Compte d'abord les cartes d'Est. Ensuite, pense à Ouest, qui n'a jamais posé.
lesson__going_out__score-the-round__why__1 = Tu finis : moins 30 pour toi (R8.1).
lesson__going_out__score-the-round__why__2 = Est a un joker (15), un as (11) et deux quatre (8) : 34 (R8.3).
lesson__going_out__score-the-round__why__3 = Ouest n'a jamais posé : 100 (R8.3).
lesson__going_out__score-the-round__why__4 = Ensemble, Est et Ouest paient 34 + 100, donc 134.
lesson__going_out__score-the-round__mistake__west_forgotten = N'oublie pas Ouest, qui n'a jamais posé.
lesson__going_out__score-the-round__mistake__ace = Un as qui reste en main coûte 11, pas 1.
lesson__going_out__score-the-round__mistake__joker = Un joker qui reste en main coûte 15.
lesson__going_out__score-the-round__mistake__own_score = La question porte seulement sur ce que paient Est et Ouest, pas sur ton propre score.
lesson__going_out__score-the-round__mistake__west_counted = Ouest n'a jamais posé : ses cartes ne sont donc pas comptées une par une.

## lessons/melds: Lesson 2's words: melds (R4), runs, sets and the joker.

lesson__melds__title = Les combinaisons : suites et groupes
lesson__melds__summary = Les deux formes avec lesquelles on construit toute main de Konkan, et la place du joker.
# step first-run
lesson__melds__first_run__title = Une suite
lesson__melds__first_run__intro = Une suite, c'est au moins trois cartes de la même couleur qui se suivent, comme 4♥ 5♥ 6♥. Ici, tu as déjà posé 2♦ 3♦ 4♦ à un tour précédent : tu peux donc poser une nouvelle combinaison toute seule. (Tes premières combinaisons d'une manche ont des règles à elles : tu les verras dans la leçon 4.)
lesson__melds__first_run__goal = Pose une suite de trois piques.
lesson__melds__first_run__hint = Regarde tes piques : lesquels se suivent ?
lesson__melds__first_run__why__1 = 8♠ 9♠ 10♠ sont trois piques qui se suivent : c'est donc une suite (R4.1).
lesson__melds__first_run__why__2 = Choisis les trois cartes, puis appuie sur Poser.
lesson__melds__first_run__mistake__run_mixed_suits = Une suite garde la même couleur du début à la fin.
lesson__melds__first_run__done = Maintenant, tu as ta propre suite sur la table.
# step first-set
lesson__melds__first_set__title = Un groupe
lesson__melds__first_set__intro = Un groupe, c'est trois ou quatre cartes de la même valeur, chacune d'une couleur différente, comme 7♠ 7♥ 7♦. Là encore, tu as déjà posé 2♦ 3♦ 4♦ à un tour précédent : tu peux donc poser une nouvelle combinaison toute seule.
lesson__melds__first_set__goal = Pose un groupe de trois dames.
lesson__melds__first_set__hint = Trois de tes cartes ont la même valeur.
lesson__melds__first_set__why__1 = Q♠ Q♥ Q♦ sont trois dames de trois couleurs : c'est donc un groupe (R4.2).
lesson__melds__first_set__done = Les groupes et les suites sont les deux seules sortes de combinaisons.
# step which-are-melds
lesson__melds__which_are_melds__title = Lesquelles sont des combinaisons ?
lesson__melds__which_are_melds__intro = L'as peut se placer sous le deux (A 2 3) ou au-dessus du roi (Q K A). Mais une suite ne fait jamais le tour : K A 2 n'est pas une suite. Un groupe n'a jamais deux cartes de la même couleur.
lesson__melds__which_are_melds__prompt = Choisis chaque ensemble de cartes qui forme une combinaison.
lesson__melds__which_are_melds__hint = Vérifie chaque ensemble : des cartes d'une seule couleur qui se suivent, ou d'une seule valeur dans des couleurs différentes ?
lesson__melds__which_are_melds__why__1 = A♥ 2♥ 3♥ est une suite : l'as est sous le deux (R4.1).
lesson__melds__which_are_melds__why__2 = Q♦ K♦ A♦ est une suite : l'as est au-dessus du roi (R4.1).
lesson__melds__which_are_melds__why__3 = K♣ A♣ 2♣ fait le tour, et une suite ne le fait jamais (R4.1).
lesson__melds__which_are_melds__why__4 = 7♠ 7♠ 7♥ a deux piques, et dans un groupe toutes les couleurs doivent être différentes (R4.2).
lesson__melds__which_are_melds__why__5 = 5♣ 6♣ 8♣ a un trou à la place du 7♣ (R4.1).
# step joker-in-a-run
lesson__melds__joker_in_a_run__title = Le joker
lesson__melds__joker_in_a_run__intro = Un joker peut remplacer n'importe quelle carte qui manque à une combinaison. Une combinaison ne peut contenir qu'un seul joker. Là encore, tu as déjà posé 2♦ 3♦ 4♦ à un tour précédent : tu peux donc poser une nouvelle combinaison toute seule.
lesson__melds__joker_in_a_run__goal = Pose une suite de cœurs avec le joker dans le trou.
lesson__melds__joker_in_a_run__hint = Quel cœur manque entre tes deux cœurs ? Un joker peut le remplacer.
lesson__melds__joker_in_a_run__why__1 = 5♥ Joker 7♥ est une suite : le joker remplace le 6♥ qui manque (R4.1, R4.4).
lesson__melds__joker_in_a_run__why__2 = Une combinaison ne peut contenir qu'un seul joker : elle a donc toujours au moins deux vraies cartes (R4.3).
# step joker-at-an-end
lesson__melds__joker_at_an_end__title = Un joker au bout
lesson__melds__joker_at_an_end__intro = Un joker au bout d'une suite peut remplacer la carte d'en dessous ou celle d'au-dessus. 5♣ 6♣ avec un joker, c'est 4♣ 5♣ 6♣ ou 5♣ 6♣ 7♣. C'est à toi de décider : quand tu as choisi les cartes, des boutons « Le joker remplace » apparaissent sous la table, un pour chaque carte que le joker peut être. Si tu ne décides pas, il prend la carte qui vaut le plus.
lesson__melds__joker_at_an_end__goal = Pose 5♣ 6♣ et le joker, avec le joker comme 4♣.
lesson__melds__joker_at_an_end__hint = Choisis les trois cartes. Ensuite, dis quelle carte remplace le joker avec un bouton « Le joker remplace » sous la table, puis appuie sur Poser.
lesson__melds__joker_at_an_end__why__1 = 5♣ 6♣ Joker est une suite, et son joker peut être le 4♣ ou le 7♣ (R4.4).
lesson__melds__joker_at_an_end__why__2 = Choisis 5♣ 6♣ et le joker. Sous la table, « Le joker remplace » propose 4♣ et 7♣ : appuie sur 4♣.
lesson__melds__joker_at_an_end__why__3 = Puis appuie sur Poser. Le joker se place sous le 5♣ : Joker 5♣ 6♣.
lesson__melds__joker_at_an_end__done = Le joker remplace maintenant le 4♣ tant qu'il reste là.

## lessons/once_down: Lesson 5's words: once down (R6), laying off and freeing jokers.

lesson__once_down__title = Après avoir posé : rajouter et libérer des jokers
lesson__once_down__summary = Une fois que tu as posé, tu peux ajouter des cartes à n'importe quelle combinaison sur la table, et y récupérer des jokers.
# step lay-off-yours
lesson__once_down__lay_off_yours__title = Rajouter
lesson__once_down__lay_off_yours__intro = Une fois que tu as posé, tu peux ajouter des cartes de ta main à une combinaison sur la table. Elle doit rester une combinaison. Ça s'appelle rajouter, et ça te laisse une carte de moins en main. Choisis ta carte, clique sur la combinaison sur la table, puis appuie sur Rajouter.
lesson__once_down__lay_off_yours__goal = Rajoute une de tes cartes à ta suite de piques.
lesson__once_down__lay_off_yours__hint = Laquelle de tes cartes vient juste après le haut de ta suite ?
lesson__once_down__lay_off_yours__why__1 = Ta suite est 6♠ 7♠ 8♠, et le 9♠ vient juste après : il peut donc rejoindre la suite (R6.1).
lesson__once_down__lay_off_yours__why__2 = Choisis le 9♠, clique sur ta suite sur la table, puis appuie sur Rajouter.
lesson__once_down__lay_off_yours__mistake__layoff_wrong_suit = La carte doit garder la suite d'une seule couleur, dans l'ordre.
lesson__once_down__lay_off_yours__done = Ta suite a maintenant quatre cartes.
# step lay-off-theirs
lesson__once_down__lay_off_theirs__title = Sur la combinaison de n'importe qui
lesson__once_down__lay_off_theirs__intro = Tu peux rajouter sur la combinaison de n'importe quel joueur, pas seulement sur les tiennes. Une combinaison sur la table accepte une carte de tous ceux qui peuvent la compléter.
lesson__once_down__lay_off_theirs__goal = Rajoute une carte au groupe de dames de Nord.
lesson__once_down__lay_off_theirs__hint = Le groupe de Nord a trois dames. Quelle couleur lui manque ?
lesson__once_down__lay_off_theirs__why__1 = Le groupe de Nord est Q♥ Q♦ Q♣, et la seule couleur qui lui manque, c'est pique.
lesson__once_down__lay_off_theirs__why__2 = La Q♠ en fait un groupe de quatre : tu peux donc la rajouter là, même si le groupe est à Nord (R6.1).
lesson__once_down__lay_off_theirs__mistake__layoff_wrong_rank = Un groupe n'accepte que des cartes de sa valeur.
lesson__once_down__lay_off_theirs__done = Un groupe complet de quatre dames : il ne reste plus aucune couleur à y ajouter.
# step lay-off-joker
lesson__once_down__lay_off_joker__title = Rajouter un joker
lesson__once_down__lay_off_joker__intro = Tu peux aussi rajouter un joker, sur une combinaison qui n'a pas encore de joker. Il remplace une carte : une carte au bout d'une suite, ou une couleur qui manque dans un groupe.
lesson__once_down__lay_off_joker__goal = Rajoute ton joker à une combinaison.
lesson__once_down__lay_off_joker__hint = Une combinaison sur la table a déjà un joker. Essaie l'autre.
lesson__once_down__lay_off_joker__why__1 = Ta suite 5♥ Joker 7♥ a déjà un joker, et une combinaison ne peut en contenir qu'un (R4.3).
lesson__once_down__lay_off_joker__why__2 = La suite 4♦ 5♦ 6♦ de Nord n'en a pas : ton joker peut donc aller à l'un de ses bouts (R6.1).
lesson__once_down__lay_off_joker__why__3 = Un joker rajouté, c'est une carte de moins dans ta main.
lesson__once_down__lay_off_joker__mistake__layoff_second_joker = Cherche une combinaison sans joker.
lesson__once_down__lay_off_joker__done = Le joker remplace maintenant un carreau au bout de la suite de Nord.
# step free-joker
lesson__once_down__free_joker__title = Libérer un joker
lesson__once_down__free_joker__intro = Un joker sur la table remplace une carte précise. Si tu as cette carte, tu peux la mettre à la place du joker et prendre le joker dans ta main. Ça s'appelle échanger le joker.
lesson__once_down__free_joker__goal = Libère le joker de la suite de Nord.
lesson__once_down__free_joker__hint = Le joker est entre deux cœurs. Quel cœur remplace-t-il ?
lesson__once_down__free_joker__why__1 = Dans la suite 7♥ Joker 9♥ de Nord, le joker remplace le 8♥ (R4.4).
lesson__once_down__free_joker__why__2 = Tu as le 8♥ : tu le mets donc à sa place et tu prends le joker dans ta main (R6.2).
lesson__once_down__free_joker__mistake__swap_wrong_card = Seule la carte exacte que le joker remplace peut le libérer.
lesson__once_down__free_joker__done = Le joker est à toi maintenant, prêt pour une de tes combinaisons.
# step either-suit
lesson__once_down__either_suit__title = Un joker dans un groupe de trois
lesson__once_down__either_suit__intro = Dans un groupe de trois avec un joker, le joker remplace l'une des deux couleurs qui manquent, sans qu'on sache encore laquelle. N'importe lequel des deux rois qui manquent peut donc le libérer.
lesson__once_down__either_suit__prompt = Le groupe de Nord est K♥ K♣ Joker. Choisis chacun de tes rois qui peut libérer son joker.
lesson__once_down__either_suit__hint = Quelles sont les deux couleurs que le groupe de Nord n'a pas encore ?
# said after the engine's word on the kings: what the learner may do with the freed joker (as hint.swap.*)
lesson__once_down__either_suit__freed__keep = Une fois le joker libéré, tu peux le garder pour une de tes combinaisons (R6.3).
lesson__once_down__either_suit__freed__must_use = Une fois le joker libéré, à cette table, tu dois ensuite poser le joker ou le rajouter avant de défausser (R9).
lesson__once_down__either_suit__why__1 = Le groupe de Nord a un cœur et un trèfle : son joker est donc le K♠ ou le K♦, celui que tu mets à sa place (R4.4).
lesson__once_down__either_suit__why__2 = L'un ou l'autre libère le joker (R6.2). Ton K♣ ne peut pas : le groupe a déjà un trèfle.
lesson__once_down__either_suit__why__3 = Le joker que tu libères peut rester dans ta main pour une de tes combinaisons (R6.3).
# step keep-joker
lesson__once_down__keep_joker__title = Garder le joker
lesson__once_down__keep_joker__intro = Un joker que tu libères, tu peux le garder : tu n'es pas obligé de l'utiliser pendant ce tour. Garde-le, et il pourra boucher un trou dans une combinaison plus tard.
lesson__once_down__keep_joker__goal = Libère le joker de Nord, puis termine ton tour avec le joker encore dans ta main.
lesson__once_down__keep_joker__goal__swap = Libère le joker de Nord.
lesson__once_down__keep_joker__goal__turn_over = Termine ton tour.
lesson__once_down__keep_joker__goal__keep = Garde le joker.
lesson__once_down__keep_joker__hint = Libère le joker avec un roi que le groupe peut accepter, puis défausse une carte dont tu n'as pas besoin.
lesson__once_down__keep_joker__why__1 = Le groupe K♥ K♣ Joker de Nord accepte le K♠ ou le K♦ à la place du joker (R6.2).
lesson__once_down__keep_joker__why__2 = Mets le K♦ et le joker vient dans ta main.
lesson__once_down__keep_joker__why__3 = Tu peux garder le joker (R6.3) : défausse le 8♠, qui ne va nulle part, pour terminer ton tour (R3.5).
lesson__once_down__keep_joker__mistake__swap_wrong_card = Le groupe a déjà un trèfle : un trèfle ne peut donc pas prendre la place du joker.
lesson__once_down__keep_joker__done = Tu termines ton tour avec un joker en main : une carte forte pour ta prochaine combinaison.

## lessons/partners: Lesson 9's words (konkan/teaching/lessons/partners.py): partners and house rules. Keys are ``lesson.partners.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__partners__title = Partenaires et règles maison
lesson__partners__summary = Jouer à quatre en deux équipes, et les règles de table que choisissent les vrais joueurs.
# partners-opposite: two teams
lesson__partners__partners-opposite__title = Deux équipes
lesson__partners__partners-opposite__intro = Quatre joueurs peuvent jouer en deux équipes de deux. Ton partenaire est le joueur assis en face de toi. Les tours vont donc ainsi : toi, un adversaire, ton partenaire, l'autre adversaire.
lesson__partners__partners-opposite__prompt = Tu es Sud. Qui est ton partenaire ?
lesson__partners__partners-opposite__hint = Regarde la table : qui est assis en face de toi ?
lesson__partners__partners-opposite__why__1 = Les partenaires sont assis face à face : Sud avec Nord, Est avec Ouest (R1.1).
lesson__partners__partners-opposite__mistake__east = Est est assis à ta droite et joue juste après toi : c'est un adversaire.
lesson__partners__partners-opposite__mistake__west = Ouest joue juste avant toi : c'est un adversaire.
# help-your-partner: help from your partner
lesson__partners__help-your-partner__title = L'aide de ton partenaire
lesson__partners__help-your-partner__intro = Les partenaires s'aident : tu peux rajouter sur les combinaisons de ton partenaire comme sur celles de n'importe qui. Quand l'un de vous deux finit, toute ton équipe y gagne.
lesson__partners__help-your-partner__goal = Finis.
lesson__partners__help-your-partner__hint = Une de tes deux cartes va sur une combinaison de ton partenaire. L'autre peut être ta défausse.
lesson__partners__help-your-partner__why__1 = Le 9♥ va au bout de la suite 6♥ 7♥ 8♥ de Nord (R6.1).
lesson__partners__help-your-partner__why__2 = Ensuite, le K♣ est ta dernière carte : défausse-le et tu as fini (R7.1).
lesson__partners__help-your-partner__done = Tu as fini, avec un petit coup de main de Nord.
# partner-pays-nothing: your partner pays nothing
lesson__partners__partner-pays-nothing__title = Ton partenaire ne paie rien
lesson__partners__partner-pays-nothing__intro = Tu as fini. Nord, ton partenaire, a encore Q♠ Q♦ 5♣ 3♥ en main. En équipe, le partenaire du joueur qui finit ne compte pas ses cartes.
lesson__partners__partner-pays-nothing__prompt = Combien Nord marque-t-il pour cette manche ?
lesson__partners__partner-pays-nothing__hint = Nord est dans ton équipe, et c'est toi qui as fini.
lesson__partners__partner-pays-nothing__why__1 = Tu as fini : ton partenaire Nord marque donc 0, quelles que soient ses cartes (R8.4).
lesson__partners__partner-pays-nothing__mistake__counted = C'est ce que valent les cartes de Nord. Pense à qui a fini, et de qui Nord est le partenaire.
lesson__partners__partner-pays-nothing__mistake__went_out = Ce n'est pas Nord qui a fini : c'est toi.
# team-score: the team's score
lesson__partners__team-score__title = Le score de l'équipe
lesson__partners__team-score__intro = Le score d'une équipe pour la manche, ce sont les scores de ses deux joueurs additionnés. Tu as marqué -30 en finissant.
lesson__partners__team-score__prompt = Combien ton équipe, Sud et Nord, marque-t-elle pour cette manche ?
lesson__partners__team-score__hint = Trouve d'abord ce que marque ton partenaire Nord, puis additionne ton score et celui de Nord.
lesson__partners__team-score__why__1 = Tu as fini : -30 (R8.1). Nord, ton partenaire, marque 0 (R8.4).
lesson__partners__team-score__why__2 = Ton équipe marque les deux additionnés : -30 (R8.4).
lesson__partners__team-score__mistake__no_minus = Finir enlève des points à ton score : le tien a donc un signe moins.
lesson__partners__team-score__mistake__partner_counted = Les cartes de ton partenaire ne comptent pas dans cette manche : c'est toi qui as fini.
# opening-71: a house rule, opening 71
lesson__partners__opening-71__title = Une règle maison : poser à 71
lesson__partners__opening-71__intro = Beaucoup de tables changent une règle ou deux : ce sont les règles maison, et on se met d'accord sur elles avant de commencer. À cette table, pour poser la première fois, il faut 71 points, pas 51. Choisis les cartes de chaque combinaison et appuie sur Mettre de côté, puis choisis les cartes de la dernière combinaison et appuie sur Poser.
lesson__partners__opening-71__goal = Pose avec au moins 71 points.
lesson__partners__opening-71__hint = Ta suite et un groupe ne suffisent pas tout à fait ici. Qu'est-ce qui peut être posé avec eux ?
lesson__partners__opening-71__why__1 = La suite du 9♠ à la Q♠ vaut 39 et les huit 24 : 63, pas assez à cette table (R5.1).
lesson__partners__opening-71__why__2 = Ajoute les trois rois, 30 de plus : 93 points, avec une suite parmi les combinaisons, tu as donc posé (R5.1, R5.2).
lesson__partners__opening-71__why__3 = Mets de côté la suite, puis les huit, puis choisis les rois et appuie sur Poser.
lesson__partners__opening-71__mistake__opening_too_low = À une table normale, ça suffirait, mais celle-ci demande 71.
lesson__partners__opening-71__done = À une table à 71, on met plus de temps à poser : les mains deviennent donc plus grosses.
# taken-card-used: a house rule, use the card you take
lesson__partners__taken-card-used__title = Une règle maison : utilise la carte que tu prends
lesson__partners__taken-card-used__intro = À certaines tables, la carte que tu prends sur la défausse doit aller dans une nouvelle combinaison pendant le même tour. Ici, tu as pris le 7♥ et posé trois dames, mais le 7♥ est encore dans ta main.
lesson__partners__taken-card-used__goal = Mets le 7♥ que tu as pris dans une nouvelle combinaison.
lesson__partners__taken-card-used__hint = Lesquelles de tes cartes vont avec la carte que tu as prise ?
lesson__partners__taken-card-used__why__1 = À cette table, le 7♥ que tu as pris doit aller dans une nouvelle combinaison pendant ce tour : les dames seules ne suffisent donc pas (R9).
lesson__partners__taken-card-used__why__2 = 5♥ 6♥ 7♥ est une suite (R4.1) : pose-la, et ensuite tu peux défausser.
lesson__partners__taken-card-used__mistake__taken_card_unused = Les dames étaient bien une nouvelle combinaison, mais sans le 7♥.
lesson__partners__taken-card-used__done = Maintenant, la carte que tu as prise est dans une nouvelle combinaison, comme cette table le demande.
# two-jokers: a house rule, two jokers
lesson__partners__two-jokers__title = Une règle maison : deux jokers
lesson__partners__two-jokers__intro = À la maison, beaucoup de joueurs acceptent deux jokers dans une même combinaison, à condition qu'elle ait au moins autant de vraies cartes que de jokers.
lesson__partners__two-jokers__goal = Pose une combinaison avec tes deux jokers dedans.
lesson__partners__two-jokers__hint = Deux jokers ont besoin d'au moins deux vraies cartes à côté d'eux.
lesson__partners__two-jokers__why__1 = 5♥ 6♥ avec deux jokers est une suite : les jokers remplacent le 7♥ et le 8♥ (R4.1, R9).
lesson__partners__two-jokers__why__2 = Deux jokers avec une seule vraie carte, ce n'est pas une combinaison, même à cette table (R9).
lesson__partners__two-jokers__mistake__jokers_outnumber = Deux jokers ont besoin d'au moins deux vraies cartes à côté d'eux.
lesson__partners__two-jokers__done = À une table avec les règles habituelles, cette combinaison ne pourrait contenir qu'un seul joker.

## lessons/the_hand: Lesson 7's words (konkan/teaching/lessons/the_hand.py): the Hand, going out all at once. Keys are ``lesson.the_hand.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_hand__title = Le Hand : finir tout d'un coup
lesson__the_hand__summary = Finis en un seul tour sans avoir jamais posé avant : moins 60, et tous les autres paient le double.
# all-at-once: a Hand from a full hand
lesson__the_hand__all-at-once__title = Un Hand
lesson__the_hand__all-at-once__intro = Le Hand (un mot anglais) est une façon de finir. Ne le confonds pas avec ta main, c'est-à-dire les cartes que tu tiens. Imagine que tu n'avais pas encore posé au début de ton tour. Tu mets toutes tes cartes sauf une dans tes propres combinaisons, puis tu défausses la dernière : tu finis avec un Hand. Choisis les cartes de chaque combinaison et appuie sur Mettre de côté. Ensuite, choisis les cartes de la dernière combinaison et appuie sur Poser : elles sont toutes posées ensemble.
lesson__the_hand__all-at-once__goal = Finis avec un Hand : toutes tes cartes posées pendant ce tour, dans tes propres combinaisons.
lesson__the_hand__all-at-once__hint = Range tes cartes en suites et en groupes : il reste exactement une carte.
lesson__the_hand__all-at-once__why__1 = Tes cartes forment la suite 3♠ 4♠ 5♠ 6♠ 7♠, les neuf 9♥ 9♦ 9♣, les rois K♥ K♦ K♣ et la suite 5♦ 6♦ 7♦ (R4.1, R4.2).
lesson__the_hand__all-at-once__why__2 = Choisis les cartes de chaque combinaison et appuie sur Mettre de côté, puis choisis la dernière combinaison et appuie sur Poser : les quatre sont posées ensemble. Ensuite, défausse la Q♣, ta dernière carte (R7.2).
lesson__the_hand__all-at-once__why__3 = Tu n'avais pas posé avant ce tour et tu n'as utilisé que tes propres nouvelles combinaisons : c'est un Hand (R8.2).
lesson__the_hand__all-at-once__mistake__opening_too_low = Mets chaque combinaison de côté, puis appuie sur Poser pour les poser toutes ensemble : pour finir d'un coup, il n'y a pas de minimum.
lesson__the_hand__all-at-once__done = Un Hand ! Regarde les scores : le tien est moins 60.
# doubled: everyone pays double
lesson__the_hand__doubled__title = Tout le monde paie le double
lesson__the_hand__doubled__intro = Un Hand te rapporte moins 60, deux fois le moins 30 habituel. Tous les autres comptent ce qu'ils doivent payer comme d'habitude, puis c'est doublé.
lesson__the_hand__doubled__prompt = Tu as fini avec un Hand. Est a posé et il lui reste ces cartes en main. Combien Est paie-t-il ?
lesson__the_hand__doubled__hint = Compte les cartes d'Est comme pour n'importe quelle manche, puis double le total.
lesson__the_hand__doubled__why__1 = Les cartes d'Est valent 15 + 8 + 2 + 4 + 10, donc 39 en tout (R8.3).
lesson__the_hand__doubled__why__2 = Ton Hand double ce total : Est paie 78 (R8.2). Ouest, qui n'a jamais posé, paie 100 doublé : 200.
lesson__the_hand__doubled__mistake__not_doubled = C'est ce que valent les cartes ; le Hand double ce total.
lesson__the_hand__doubled__mistake__joker = Un joker qui reste en main coûte 15.
lesson__the_hand__doubled__mistake__own_score = Moins 60, c'est ton propre score pour le Hand. La question est : combien Est paie-t-il ?
# whose-meld: whose meld?
lesson__the_hand__whose-meld__title = À qui est la combinaison ?
lesson__the_hand__whose-meld__intro = Chaque combinaison sur la table appartient au joueur qui l'a posée. Un Hand ne peut toucher que tes propres nouvelles combinaisons. Si tu rajoutes une seule carte sur la combinaison d'un autre joueur, tu finis normalement, sans Hand.
lesson__the_hand__whose-meld__prompt = Tu n'as pas encore posé, et tu peux finir pendant ce tour de deux façons. Laquelle est un Hand ?
lesson__the_hand__whose-meld__hint = À qui est la suite de cœurs sur la table ?
lesson__the_hand__whose-meld__choice__1 = Mettre les quatre neuf dans ton propre groupe, avec ta suite de piques et tes rois, puis défausser la Q♣.
lesson__the_hand__whose-meld__choice__2 = Mettre trois neuf dans un groupe, avec ta suite de piques et tes rois. Rajouter le 9♥ à la suite de Nord, puis défausser la Q♣.
# the answer's explanation: each way by its name, then what the engine says of it
lesson__the_hand__whose-meld__way__1 = La première façon
lesson__the_hand__whose-meld__way__2 = La deuxième façon
lesson__the_hand__whose-meld__way_ends = { $way } : { $said }
lesson__the_hand__whose-meld__rule_book = Le livre des règles dit : { $rule }
lesson__the_hand__whose-meld__why__1 = La suite 10♥ J♥ Q♥ est à Nord : c'est Nord qui l'a posée (R4.5).
lesson__the_hand__whose-meld__why__2 = Rajouter le 9♥ dessus touche la combinaison de Nord : cette façon de finir n'est donc pas un Hand, moins 30 (R8.1).
lesson__the_hand__whose-meld__why__3 = Les quatre neuf dans ton propre groupe gardent tout dans tes propres nouvelles combinaisons : un Hand, moins 60 (R8.2).
lesson__the_hand__whose-meld__mistake__second_way = La deuxième façon rajoute une carte sur une combinaison qui n'est pas à toi.
# keep-it-yours: play it
lesson__the_hand__keep-it-yours__title = Garde tout chez toi
lesson__the_hand__keep-it-yours__intro = Maintenant, joue-le. La suite de Nord pourrait accepter une de tes cartes, mais cela te ferait perdre le Hand. Mets de côté chacune de tes combinaisons sauf la dernière, puis choisis la dernière et appuie sur Poser.
lesson__the_hand__keep-it-yours__goal = Finis avec un Hand, sans toucher d'autre combinaison que les tiennes.
lesson__the_hand__keep-it-yours__hint = Chaque carte que tu poses doit aller dans une de tes propres combinaisons, posée pendant ce tour.
lesson__the_hand__keep-it-yours__why__1 = Pose du 2♠ au 8♠, les quatre neuf et les trois rois, toutes tes propres combinaisons (R4.5).
lesson__the_hand__keep-it-yours__why__2 = Mets-en deux de côté, puis choisis la troisième et appuie sur Poser.
lesson__the_hand__keep-it-yours__why__3 = Défausse la Q♣ : tu finis avec un Hand (R8.2).
lesson__the_hand__keep-it-yours__mistake__not_down = Et même une fois que tu as posé, une carte rajoutée à la suite de Nord gâcherait ton Hand.
lesson__the_hand__keep-it-yours__done = Un Hand : moins 60 pour toi, et les cartes de Nord comptent double.
# down-before: no Hand once down
lesson__the_hand__down-before__title = Déjà posé avant
lesson__the_hand__down-before__intro = Pour un Hand, toutes tes cartes doivent être posées en un seul tour. Si tu avais déjà posé à un tour précédent, tu finis normalement, sans Hand, peu importe combien de cartes tu poses à la fin.
lesson__the_hand__down-before__prompt = Tu as posé à un tour précédent. Maintenant, tu poses toutes tes cartes sauf le K♣ et tu le défausses. Combien marques-tu ?
lesson__the_hand__down-before__hint = Avais-tu déjà posé avant le début de ce tour ?
lesson__the_hand__down-before__why__1 = Tu avais posé avant ce tour : ce n'est donc pas un Hand (R8.2).
lesson__the_hand__down-before__why__2 = Tu marques moins 30 pour avoir fini, comme d'habitude (R8.1).
lesson__the_hand__down-before__mistake__hand = Pour un Hand, tu ne dois pas avoir posé au début du tour.
lesson__the_hand__down-before__mistake__no_minus = Finir enlève des points à ton total : ton score a donc un signe moins.

## lessons/the_konkan: Lesson 8's words (konkan/teaching/lessons/the_konkan.py): the Konkan. Keys are ``lesson.the_konkan.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_konkan__title = Le Konkan
lesson__the_konkan__summary = Le coup qui donne son nom au jeu : quatorze cartes en une suite et un groupe, posées tout d'un coup.
# two-shapes: the two shapes
lesson__the_konkan__two-shapes__title = Les deux formes
lesson__the_konkan__two-shapes__intro = Un Konkan, c'est quatorze cartes en exactement deux combinaisons : soit une suite de dix et un groupe de quatre, soit une suite de onze et un groupe de trois. Rien d'autre ne compte.
lesson__the_konkan__two-shapes__prompt = Choisis chaque ensemble de quatorze cartes qui forme un Konkan.
lesson__the_konkan__two-shapes__hint = Dans chaque ensemble, trouve la suite et compte ses cartes. Est-ce qu'elle en a dix avec un groupe de quatre, ou onze avec un groupe de trois ?
lesson__the_konkan__two-shapes__why__1 = Dix cœurs qui se suivent et quatre rois : une suite de dix et un groupe de quatre, c'est un Konkan (R8.5).
lesson__the_konkan__two-shapes__why__2 = Onze piques qui se suivent, du 4♠ jusqu'à l'as, et trois sept. C'est une suite de onze et un groupe de trois : un Konkan aussi (R8.5).
lesson__the_konkan__two-shapes__why__3 = Neuf cœurs et quatre rois ne font que treize cartes en combinaisons, et le 5♣ ne va dans aucune des deux.
lesson__the_konkan__two-shapes__why__4 = Deux suites de sept font quatorze cartes, mais un Konkan demande une suite et un groupe.
# konkan-at-once: put it down at once
lesson__the_konkan__konkan-at-once__title = Le poser tout d'un coup
lesson__the_konkan__konkan-at-once__intro = Un Konkan se pose en un seul tour, par un joueur qui n'a pas encore posé. Les deux combinaisons sont posées ensemble, puis la dernière carte est défaussée. Il termine la manche comme un Hand. Pour poser deux combinaisons ensemble, mets la première de côté avec Mettre de côté, puis choisis la deuxième et appuie sur Poser.
lesson__the_konkan__konkan-at-once__goal = Finis avec un Konkan.
lesson__the_konkan__konkan-at-once__hint = Choisis toute la suite et appuie sur Mettre de côté, puis choisis tout le groupe et appuie sur Poser, pour que les deux soient posés ensemble. Ensuite, il ne reste qu'une carte.
lesson__the_konkan__konkan-at-once__why__1 = Du 2♥ au J♥, c'est une suite de dix, et les quatre rois un groupe de quatre : ensemble, ils font un Konkan (R8.5).
lesson__the_konkan__konkan-at-once__why__2 = Choisis la suite et appuie sur Mettre de côté, puis choisis les rois et appuie sur Poser : les deux sont posés en même temps. Ensuite, défausse le 5♣, ta dernière carte, pour finir (R7.1).
lesson__the_konkan__konkan-at-once__why__3 = Tu marques -60, et chacun des autres marque 200 d'office (R8.5).
lesson__the_konkan__konkan-at-once__why__4 = Poser d'abord la suite et les rois ensuite, c'est poser puis ajouter une combinaison : un Hand, pas un Konkan (R8.2).
lesson__the_konkan__konkan-at-once__mistake__konkan_not_last_round = Dans cette manche, tu poses simplement le Konkan, sans l'annoncer avant.
lesson__the_konkan__konkan-at-once__done = Un Konkan ! Tes deux adversaires paient 200 chacun.
# flat-200: whatever they hold
lesson__the_konkan__flat-200__title = Quelles que soient leurs cartes
lesson__the_konkan__flat-200__intro = Après un Konkan, personne ne compte ses cartes : chaque adversaire paie le même montant fixe, qu'il ait posé ou non. Est avait posé, et il n'avait plus que le 7♦ et le 9♣.
lesson__the_konkan__flat-200__prompt = Combien Est marque-t-il pour cette manche ?
lesson__the_konkan__flat-200__hint = Est-ce que les cartes qu'Est a encore en main comptent ici ?
lesson__the_konkan__flat-200__why__1 = Contre un Konkan, chaque adversaire marque 200 d'office, quelles que soient ses cartes et qu'il ait posé ou non (R8.5).
lesson__the_konkan__flat-200__mistake__ordinary = C'est ce que valent le 7♦ et le 9♣ quand quelqu'un finit normalement. Un Konkan coûte plus cher.
lesson__the_konkan__flat-200__mistake__hand = Ce serait le double d'un Hand. Un Konkan, c'est un montant fixe.
lesson__the_konkan__flat-200__mistake__konkan_score = Moins 60, c'est le score du joueur qui a posé le Konkan, pas celui d'Est.
# earlier-round: a Konkan in an early round
lesson__the_konkan__earlier-round__title = Un Konkan dans une manche du début
lesson__the_konkan__earlier-round__intro = Dans les manches avant la dernière, personne ne peut annoncer de Konkan, mais tu peux quand même en poser un. Il rapporte des points, mais il ne fait pas gagner la partie.
lesson__the_konkan__earlier-round__prompt = Sud a posé un Konkan dans la manche 2 sur 5, sans l'annoncer. La partie est-elle finie ?
lesson__the_konkan__earlier-round__hint = Seul un Konkan annoncé termine toute la partie. Quelqu'un pouvait-il annoncer dans la manche 2 ?
lesson__the_konkan__earlier-round__choice__1 = Oui : Sud a gagné la partie
lesson__the_konkan__earlier-round__choice__2 = Non : la partie continue avec la manche 3
lesson__the_konkan__earlier-round__why__1 = Le Konkan de Sud lui rapporte -60, et 200 pour chacun des autres (R8.5).
lesson__the_konkan__earlier-round__why__2 = Un Konkan qui n'a pas été annoncé ne fait pas gagner la partie : la partie continue avec la manche 3 (R8.5).
lesson__the_konkan__earlier-round__why__3 = Seul un Konkan annoncé, dans la dernière manche, fait gagner la partie tout de suite (R8.6).
lesson__the_konkan__earlier-round__mistake__won = Le Konkan de Sud est venu dans la manche 2, sans annonce.
# when-to-declare: when to declare
lesson__the_konkan__when-to-declare__title = Quand annoncer
lesson__the_konkan__when-to-declare__intro = Dans la dernière manche, un joueur qui n'a pas encore posé peut annoncer Konkan. Ensuite, il ne peut poser qu'avec le Konkan entier. S'il y arrive, il gagne toute la partie. L'annonce vient en premier, avant tout le reste du tour.
lesson__the_konkan__when-to-declare__prompt = Quand peux-tu annoncer Konkan ?
lesson__the_konkan__when-to-declare__hint = Deux choses comptent : quelle manche on joue, et si ton tour a déjà commencé.
lesson__the_konkan__when-to-declare__choice__1 = Au début de ton tour dans la dernière manche, avant de piocher
lesson__the_konkan__when-to-declare__choice__2 = Dans la dernière manche, juste après avoir pioché
lesson__the_konkan__when-to-declare__choice__3 = Au début de ton tour dans la manche 2, avant de piocher
# the answer's explanation: each choice, then the engine's word on declaring at that moment
lesson__the_konkan__when-to-declare__choice_says = { $choice } : { $said }
lesson__the_konkan__when-to-declare__why__1 = On n'annonce Konkan que dans la dernière manche (R8.6),
lesson__the_konkan__when-to-declare__why__2 = et seulement tout au début de ton tour, avant de piocher ou de faire quoi que ce soit d'autre (R3.1).
lesson__the_konkan__when-to-declare__mistake__drawn = Une fois que tu as pioché, ton tour a commencé.
lesson__the_konkan__when-to-declare__mistake__round_2 = La manche 2 n'est pas la dernière manche.
# declare: declare it
lesson__the_konkan__declare__title = Annonce-le
lesson__the_konkan__declare__intro = C'est la manche { $round }, la dernière. Il te manque une seule carte pour avoir un Konkan. Si tu l'annonces maintenant et que tu le complètes, tu gagnes toute la partie.
lesson__the_konkan__declare__goal = Annonce Konkan.
lesson__the_konkan__declare__hint = L'annonce doit venir avant tout ce que tu fais pendant ce tour.
lesson__the_konkan__declare__why__1 = C'est la manche { $round }, la dernière, et tu n'as pas posé : tu peux donc annoncer Konkan (R8.6).
lesson__the_konkan__declare__why__2 = Tu annonces au début de ton tour, avant de piocher (R3.1).
lesson__the_konkan__declare__done = Maintenant, tout le monde sait que tu tentes un Konkan.
# declared-only: the whole Konkan or nothing
lesson__the_konkan__declared-only__title = Tout le Konkan ou rien
lesson__the_konkan__declared-only__intro = Tu as annoncé Konkan, puis tu as pioché le K♣. Maintenant, tu ne peux poser qu'avec le Konkan entier, les deux combinaisons en un seul tour. Mets-en une de côté, puis appuie sur Poser avec l'autre.
lesson__the_konkan__declared-only__goal = Finis avec le Konkan que tu as annoncé.
lesson__the_konkan__declared-only__hint = Maintenant, tu as tout. Mets la suite de côté, choisis les rois et appuie sur Poser, puis défausse.
lesson__the_konkan__declared-only__why__1 = La suite du 2♥ au J♥ et les quatre rois forment ton Konkan (R8.5).
lesson__the_konkan__declared-only__why__2 = Mets la suite de côté, choisis les rois et appuie sur Poser : les deux sont posés en même temps.
lesson__the_konkan__declared-only__why__3 = Défausse le 5♣ pour finir. Un Konkan annoncé fait gagner toute la partie tout de suite (R8.6).
lesson__the_konkan__declared-only__why__4 = La suite seule serait une pose normale, et celui qui a annoncé n'a pas le droit de la faire (R8.6).
lesson__the_konkan__declared-only__mistake__konkan_declared_only = Garde la suite dans ta main jusqu'à ce que les rois puissent être posés avec elle.
lesson__the_konkan__declared-only__done = Un Konkan annoncé : tu gagnes la partie, quels que soient les totaux.

## lessons/welcome: Lesson 1's words: welcome, the cards (R1.2), the seats (R1.3), the deal (R2.1) and a first move.

# a rule in the rule book's words (some of its sentences), its number after it
lesson__welcome__book_words = { $sentences } ({ $rule }).
lesson__welcome__title = Bienvenue au Konkan
lesson__welcome__summary = Ce qu'est le jeu, ses cartes et ses places, la donne, et comment marchent ces leçons.
# step the-cards
lesson__welcome__the_cards__title = Les cartes
lesson__welcome__the_cards__intro = Le Konkan est un jeu de cartes de la famille du rami, qui vient du Levant : on y joue au Liban, en Syrie, en Jordanie et en Palestine. Tu rassembles tes cartes en combinaisons et tu les poses sur la table. Celui qui se débarrasse le premier de toutes ses cartes s'en sort le mieux. On y joue avec deux paquets de cartes ordinaires mélangés ensemble, plus deux jokers. Un paquet ordinaire a 52 cartes : 13 dans chacune des quatre couleurs, pique, cœur, carreau et trèfle. La valeur d'une carte, c'est son chiffre ou sa figure : de 2 à 10, valet, dame, roi ou as. Sur les cartes, le valet s'écrit J, la dame Q, le roi K et l'as A : K♠, c'est le roi de pique.
lesson__welcome__the_cards__prompt = Combien y a-t-il de cartes dans le jeu ?
lesson__welcome__the_cards__hint = Un paquet a 52 cartes. Compte deux paquets, puis ajoute les jokers.
lesson__welcome__the_cards__why__1 = Deux paquets de 52 font 104, et avec les deux jokers cela fait 106 (R1.2).
lesson__welcome__the_cards__mistake__104 = N'oublie pas les deux jokers.
lesson__welcome__the_cards__mistake__54 = Il y a deux paquets, pas un seul.
lesson__welcome__the_cards__mistake__52 = Ça, c'est un seul paquet. Le jeu en utilise deux, et des jokers en plus.
lesson__welcome__the_cards__done = Ça fait beaucoup de cartes : chacun a donc une grosse main.
# step twins
lesson__welcome__twins__title = Les cartes jumelles
lesson__welcome__twins__intro = Avec deux paquets, chaque carte a une jumelle exactement pareille, les jokers aussi. Ce sont quand même deux cartes différentes.
lesson__welcome__twins__prompt = Combien y a-t-il de 7♠ dans le jeu ?
lesson__welcome__twins__hint = Chaque paquet a un exemplaire de chaque carte.
lesson__welcome__twins__why__1 = Il y a un 7♠ dans chaque paquet, donc deux en tout (R1.2).
lesson__welcome__twins__mistake__1 = Chaque paquet a son propre 7♠, et le jeu utilise deux paquets.
lesson__welcome__twins__done = Tu peux avoir les deux jumelles en main, et ça peut être bien utile.
# step who-is-next
lesson__welcome__who_is_next__title = Qui joue après toi
lesson__welcome__who_is_next__intro = Dans ces leçons, tu es Sud, en bas de l'image. À quatre joueurs, Est, Nord et Ouest sont assis autour de la table avec toi. Les joueurs jouent chacun leur tour, l'un après l'autre, en faisant le tour de la table.
lesson__welcome__who_is_next__prompt = Quand ton tour est fini, où est assis le joueur suivant ?
lesson__welcome__who_is_next__hint = Le jeu tourne autour de la table dans le sens inverse des aiguilles d'une montre.
lesson__welcome__who_is_next__why__1 = Le jeu tourne dans le sens inverse des aiguilles d'une montre : le joueur suivant est donc celui qui est à ta droite, Est (R1.3).
# where the next player sits: the choices, and the rule book's R1.3 ({book}) then who it is ({name})
lesson__welcome__who_is_next__choice__right = À ta droite
lesson__welcome__who_is_next__choice__top = En face de toi
lesson__welcome__who_is_next__choice__left = À ta gauche
lesson__welcome__who_is_next__explain__right = { $book } Après toi, c'est { $name }, assis à ta droite.
lesson__welcome__who_is_next__explain__top = { $book } Après toi, c'est { $name }, assis en face de toi.
lesson__welcome__who_is_next__explain__left = { $book } Après toi, c'est { $name }, assis à ta gauche.
lesson__welcome__who_is_next__mistake__top = Le joueur d'en face joue plus tard : à qui est le tour juste après le tien ?
lesson__welcome__who_is_next__mistake__left = Le joueur à ta gauche joue juste avant toi, pas après.
lesson__welcome__who_is_next__done = Donc Est joue après toi, puis Nord, puis Ouest, et ensuite c'est de nouveau à toi.
# step the-deal
lesson__welcome__the_deal__title = La donne
lesson__welcome__the_deal__intro = Au début d'une manche, le donneur distribue les cartes. Le joueur qui commence, celui qui joue en premier, reçoit une carte de plus que tous les autres. Ici, une vraie manche a été distribuée, et c'est toi qui commences.
lesson__welcome__the_deal__prompt = Combien de cartes reçoit le joueur qui commence ?
lesson__welcome__the_deal__hint = Compte les cartes de ta main sur l'image.
lesson__welcome__the_deal__why__1 = Le joueur qui commence reçoit 15 cartes et tous les autres 14 (R2.1).
lesson__welcome__the_deal__why__2 = Les cartes qui restent forment la pioche, face cachée, et la défausse commence vide (R2.1).
lesson__welcome__the_deal__mistake__14 = C'est ce que reçoivent tous les autres. Le joueur qui commence en reçoit plus.
# step first-move
lesson__welcome__first_move__title = Ton premier coup
lesson__welcome__first_move__intro = Cette fois, vous êtes deux à la table : toi et Nord. À chaque étape, tu joues sur une vraie table, et le jeu te dit tout de suite si ton coup est permis. Un tour se termine quand tu jettes une carte : c'est la défausse. Comme c'est toi qui commences, tu as déjà ta carte en plus : à ton premier tour, tu ne pioches donc pas.
lesson__welcome__first_move__goal = Termine ton premier tour en défaussant une carte.
lesson__welcome__first_move__hint = Choisis une carte dont tu ne veux pas, puis appuie sur Défausser.
lesson__welcome__first_move__why__1 = Au premier tour, le joueur qui commence ne pioche pas : tu as reçu 15 cartes (R3.2).
lesson__welcome__first_move__why__2 = Tu défausses donc tout de suite, par exemple le K♣, et ton tour est fini (R3.5).
lesson__welcome__first_move__mistake__starter_no_draw = Choisis simplement une carte à jeter.
lesson__welcome__first_move__done = Bravo : c'était ton premier coup. Les prochaines leçons t'apprennent les combinaisons, puis un tour complet.

## lessons/whole_game: Lesson 10's words (konkan/teaching/lessons/whole_game.py): a whole game. Keys are ``lesson.whole_game.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__whole_game__title = Une partie entière
lesson__whole_game__summary = Comment se déroule une partie, de la première donne jusqu'au gagnant, puis une vraie donne à jouer.
# one player's total in a list of totals ("South 96, East 130, West 41")
lesson__whole_game__total = { $name } { $total }
# five-rounds: round after round
lesson__whole_game__five-rounds__title = Manche après manche
lesson__whole_game__five-rounds__intro = Une partie, c'est plusieurs manches. Après chaque manche, le score de chacun s'ajoute à son total, et on distribue la manche suivante. Pour vérifier ta réponse, l'ordinateur joue une partie entière à trois, y compris à ta place (Sud). Quand tu réponds, il te dit comment cette partie s'est terminée.
lesson__whole_game__five-rounds__prompt = Combien de manches dure une partie normale de Konkan ?
lesson__whole_game__five-rounds__hint = Repense à la leçon sur le Konkan : dans quelle manche peut-on annoncer un Konkan ?
lesson__whole_game__five-rounds__why__1 = Une partie normale dure cinq manches qui comptent ; ensuite, ce sont les totaux qui décident (R8.7).
lesson__whole_game__five-rounds__why__2 = Une manche annulée ne compte pas, et on la redistribue (R2.3).
lesson__whole_game__five-rounds__mistake__not_five = La dernière manche est celle où l'on peut annoncer un Konkan. C'était quelle manche ?
# who-deals: the deal passes on
lesson__whole_game__who-deals__title = La donne passe
lesson__whole_game__who-deals__intro = Pense à la partie que l'ordinateur a jouée pour la question d'avant, en jouant aussi à ta place. Dans la manche 1, c'est le joueur assis à ta gauche qui distribue : c'est donc toi, Sud, qui commences. Chaque nouvelle manche est distribuée par le joueur qui a commencé la manche d'avant : la donne passe donc vers la droite.
lesson__whole_game__who-deals__prompt = Dans cette partie à trois, qui a distribué la manche { $round } ?
lesson__whole_game__who-deals__hint = Trouve-le une manche à la fois : qui a commencé la manche 1, et donc qui distribue la manche 2 ?
lesson__whole_game__who-deals__why__1 = Manche 1 : Ouest distribue et Sud commence (R2.1, R2.2).
lesson__whole_game__who-deals__why__2 = Manche 2 : Sud, qui a commencé la manche 1, distribue, et Est commence (R2.2).
lesson__whole_game__who-deals__why__3 = Manche 3 : Est, qui a commencé la manche 2, distribue (R2.2).
lesson__whole_game__who-deals__mistake__round_1 = Ce joueur a distribué la manche 1. Avance une manche à la fois.
lesson__whole_game__who-deals__mistake__round_2 = Ce joueur a distribué la manche 2. Qui a commencé la manche 2 ?
# lowest-wins: who wins
lesson__whole_game__lowest-wins__title = Qui gagne
lesson__whole_game__lowest-wins__intro = Au Konkan, moins on a de points, mieux c'est : finir te donne un score négatif, et les cartes qui restent aux autres leur coûtent des points. Quand la partie est finie, c'est le plus petit total qui gagne.
lesson__whole_game__lowest-wins__prompt = Une partie à trois vient de se terminer. Les totaux sont { $totals }. Qui gagne ?
lesson__whole_game__lowest-wins__hint = Cherche le plus petit nombre, pas le plus grand.
lesson__whole_game__lowest-wins__why__1 = Après cinq manches, c'est le joueur qui a le plus petit total qui gagne (R8.7).
lesson__whole_game__lowest-wins__mistake__highest = C'est le plus grand total, le pire : c'est le plus petit total qui gagne.
# konkan-wins: the one exception
lesson__whole_game__konkan-wins__title = La seule exception
lesson__whole_game__konkan-wins__intro = Il y a une seule façon de gagner quels que soient les totaux : un Konkan annoncé dans la dernière manche, puis posé.
lesson__whole_game__konkan-wins__prompt = Dans la manche 5, Est a annoncé Konkan et l'a posé. Les totaux sont { $totals }. Qui gagne ?
lesson__whole_game__konkan-wins__hint = Qu'est-ce qui est le plus fort ici : les totaux ou l'annonce ?
lesson__whole_game__konkan-wins__why__1 = Un Konkan annoncé, posé dans la dernière manche, fait gagner toute la partie tout de suite, quels que soient les totaux (R8.6).
lesson__whole_game__konkan-wins__mistake__lowest = C'est le plus petit total, celui qui gagne dans toute autre partie. Pas dans celle-ci.
# first-turn: your first turn
lesson__whole_game__first-turn__title = Ton premier tour
lesson__whole_game__first-turn__intro = Voici une vraie donne à deux : tu commences avec 15 cartes et Nord en a 14. Au premier tour, le joueur qui commence ne pioche pas : tu défausses seulement (ou tu poses d'abord, si tu peux).
lesson__whole_game__first-turn__goal = Joue ton premier tour : termine-le par une défausse.
lesson__whole_game__first-turn__hint = Tu ne peux pas encore poser. Jette une carte qui ne va avec aucune de tes autres cartes.
lesson__whole_game__first-turn__why__1 = Comme c'est toi qui commences, tu as déjà 15 cartes : tu n'en prends donc aucune (R3.2).
lesson__whole_game__first-turn__why__2 = Tes trois quatre forment un groupe, mais tu n'as pas de suite et tu es loin des 51 points : tu ne peux donc pas encore poser (R5.1, R5.2).
lesson__whole_game__first-turn__why__3 = Défausse une carte qui ne va nulle part, par exemple le J♥ (R3.5).
lesson__whole_game__first-turn__mistake__starter_no_draw = Ta carte en plus remplace la carte que tu aurais piochée à ce tour.
lesson__whole_game__first-turn__done = C'est à Nord de jouer.
# second-turn: your next turn
lesson__whole_game__second-turn__title = Ton tour suivant
lesson__whole_game__second-turn__intro = Nord a joué un tour. À partir de maintenant, chacun de tes tours commence par une carte. C'est celle du dessus de la pioche, ou la défausse de Nord si tu peux poser avec elle pendant ce tour.
lesson__whole_game__second-turn__goal = Joue ton tour : prends une carte, puis défausses-en une.
lesson__whole_game__second-turn__hint = Est-ce que la défausse te permettrait de poser pendant ce tour ? Sinon, pioche.
lesson__whole_game__second-turn__why__1 = Prendre la défausse de Nord t'obligerait à poser pendant ce tour (R3.3).
lesson__whole_game__second-turn__why__2 = Même avec elle, tes combinaisons n'atteindraient pas 51 (R5.1) : pioche donc (R3.3).
lesson__whole_game__second-turn__why__3 = Ensuite, défausse une carte qui ne va nulle part, par exemple le 9♣ (R3.5).
lesson__whole_game__second-turn__done = Chaque tour se passe comme ça. Maintenant, joue une partie entière contre l'ordinateur sur la table sous cette leçon, et appuie sur Indice chaque fois que tu veux un conseil. Au début, poser est le plus difficile : la leçon 4 est toujours là pour t'entraîner encore.

## play: The computer's words: hints, analyses, and the reasons the computer players give for their moves.

# hints and analyses
# one message made of whole sentences, each from its own key: they follow one another with this between
play__sentences = {" "}
# best_opening (R5)
OPENING_FOUND = Pose { $melds } : { $points } points, assez pour ta première pose (R5.1).
OPENING_FOUND__run = Pose { $melds } : { $points } points, assez pour ta première pose (R5.1), et il y a bien une suite parmi ces combinaisons (R5.2).
OPENING_GOES_OUT = Pose { $melds } et défausse la carte { $card } : tu finis d'un coup, et pour ça il n'y a pas de minimum (R5.4).
OPENING_GOES_OUT__run = Pose { $melds } et défausse la carte { $card } : tu finis d'un coup, donc il n'y a pas de minimum (R5.4), et il y a bien une suite parmi ces combinaisons (R5.2).
OPENING_SHORT = Ton meilleur total est de { $points } points : il en manque { $short } pour arriver à { $minimum } (R5.1).
OPENING_SETS_ONLY = Tu peux faire des groupes mais pas de suite, et la première pose demande au moins une suite (R5.2).
OPENING_NO_MELD = Ces cartes ne forment aucune combinaison : pas de suite (R4.1) et pas de groupe (R4.2).
OPENING_NO_MELD__run = Ces cartes ne forment aucune combinaison : pas de suite (R4.1, R5.2) et pas de groupe (R4.2).
OPENING_NEEDS_DISCARD = Poser { $melds } ne te laisserait aucune carte à défausser, et chaque tour se termine par une défausse (R3.5).
OPENING_TAKEN_CARD_FITS_NOT = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune combinaison de ta main.
OPENING_TAKEN_CARD_FITS_NOT__opening = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune des poses que tes cartes permettent.
analysis__joker = Le joker remplace { $card } (R4.4).
analysis__jokers = Les jokers remplacent { $cards }, car deux jokers sont permis à cette table (R4.4, R9).
analysis__joker_open = Le joker remplace { $cards } ; on saura laquelle quand une quatrième carte rejoindra le groupe (R4.4).
analysis__second = une deuxième carte { $card }
analysis__two = deux cartes { $card }
# konkan_shape (R8.5)
KONKAN_FOUND = Ces cartes contiennent un Konkan : la suite { $run } et le groupe { $set } (R8.5).
KONKAN_SHORT = Le Konkan le plus proche est une suite de { $length } { $suit } et un groupe de { $size } { $plural } : il manque { $short } cartes, { $missing } (R8.5).
KONKAN_SHORT__one = Le Konkan le plus proche est une suite de { $length } { $suit } et un groupe de { $size } { $plural } : il manque 1 carte, { $missing } (R8.5).
# hints: the start of a turn (R3.3, R8.6)
HINT_DECLARE_KONKAN_HELD = Annonce Konkan maintenant : tu en as déjà un, la suite { $run } et le groupe { $set } (R8.5). Annoncé dans la dernière manche puis posé, il te fait gagner toute la partie d'un coup (R8.6).
HINT_DECLARE_KONKAN_NEAR = { $shape } Il est à ta portée, ça vaut la peine de l'annoncer : une fois que tu l'as annoncé, tu ne peux poser qu'avec le Konkan entier, en un seul tour, mais alors il te fait gagner toute la partie (R8.6).
HINT_DECLARE_KONKAN_GAMBLE = { $shape } C'est un pari : une fois que tu l'as annoncé, tu ne peux poser qu'avec le Konkan entier, en un seul tour, mais alors il te fait gagner toute la partie (R8.6).
HINT_DECLARE_KONKAN_FAR = { $shape } C'est encore loin : l'annoncer, ce serait tout miser sur une très petite chance. Une fois que tu l'as annoncé, tu ne peux poser qu'avec le Konkan entier, en un seul tour, mais alors il te fait gagner toute la partie (R8.6).
HINT_TAKE_COMPLETES_KONKAN = Prends la carte { $card } : elle complète le Konkan que tu as annoncé, { $run } et { $set } (R8.5), et il te fait gagner la partie (R8.6).
HINT_TAKE_KONKAN_CLOSER = Prends la carte { $card } : elle rapproche ton Konkan d'une carte (il en manque { $short } maintenant), et à cette table, un joueur qui a annoncé Konkan peut prendre la défausse sans poser (R9).
HINT_TAKE_NOT_KONKAN = Ne prends pas la carte { $card } : tu as annoncé Konkan, donc tu ne peux poser qu'avec le Konkan entier (R8.6), et elle ne complète pas le tien ; la prendre t'obligerait à poser une combinaison (R3.3).
HINT_TAKE_NOT_KONKAN__free = Ne prends pas la carte { $card } : elle ne rapproche pas le Konkan que tu as annoncé (R8.6). À cette table, un joueur qui a annoncé Konkan peut prendre la défausse sans poser de combinaison (R9), mais une carte de la pioche est une nouvelle chance.
HINT_TAKE_GOES_OUT_HAND = Prends la carte { $card } : avec elle, tu peux poser { $melds } et défausser la carte { $discard }, et finir d'un coup (R5.4). C'est un Hand : { $score } pour toi, et les points de tous les autres joueurs sont doublés (R8.2).
HINT_TAKE_GOES_OUT_KONKAN = Prends la carte { $card } : avec elle, tu peux poser { $melds } et défausser la carte { $discard }, et finir d'un coup (R5.4). C'est un Konkan : { $score } pour toi et { $penalty } pour chaque adversaire (R8.5).
HINT_TAKE_NOT_NEEDED = Pas besoin de prendre la carte { $card } : tu peux poser sans elle ({ $melds }, { $total } points, R5.1), et elle n'ajoute rien à tes combinaisons. Pioche plutôt : une nouvelle carte, et aucune obligation de poser (R3.3).
HINT_TAKE_TO_GO_DOWN = Prends la carte { $card } : avec elle, tu peux poser { $melds }, { $total } points, assez pour ta première pose (R5.1). Si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
hint__without_it = Sans elle, ta meilleure pose vaut { $points } points.
# one form per reason best_opening gives (its key's last part), filled with its fields
HINT_TAKE_CANNOT_GO_DOWN__short = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (ton meilleur total est de { $points } points : il en manque { $short } pour arriver à { $minimum } (R5.1)), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__sets_only = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (tu peux faire des groupes mais pas de suite, et la première pose demande au moins une suite (R5.2)), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (ces cartes ne forment aucune combinaison : pas de suite (R4.1) et pas de groupe (R4.2)), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld__run = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (ces cartes ne forment aucune combinaison : pas de suite (R4.1, R5.2) et pas de groupe (R4.2)), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__needs_discard = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (poser { $melds } ne te laisserait aucune carte à défausser, et chaque tour se termine par une défausse (R3.5)), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (à cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune combinaison de ta main), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not__opening = Ne prends pas la carte { $card }, car même avec elle tu ne peux pas poser pendant ce tour (à cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune des poses que tes cartes permettent), et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_TO_GO_OUT = Prends la carte { $card } : avec elle, tu peux finir pendant ce tour ({ $plan }).
HINT_TAKE_FOR_MELD = Prends la carte { $card } : elle forme la nouvelle combinaison { $meld } avec tes cartes { $own }, ce qui enlève { $total } points de ta main (R8.3). Si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_NO_MELD__can_meld = Ne prends pas la carte { $card } : elle ne forme aucune nouvelle combinaison avec tes cartes, donc elle resterait juste dans ta main ; pioche plutôt (R3.3).
HINT_TAKE_NO_MELD = Ne prends pas la carte { $card } : elle ne forme aucune nouvelle combinaison avec tes cartes, et si tu la prends, tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
HINT_TAKE_ADDS_NOTHING = Ne prends pas la carte { $card } : tu peux poser { $melds } sans elle, et avec elle tu ne pourrais rien poser de plus (R3.3).
HINT_DRAW_INSTEAD = Pioche plutôt que de prendre la carte { $card } : une carte inconnue, et aucune obligation de poser (R3.3) ; mais la défausse t'apporte plus.
HINT_DRAW_INSTEAD__free = Pioche plutôt que de prendre la carte { $card } : une carte inconnue (R3.3) ; mais la défausse t'apporte plus.
HINT_DRAW = Pioche : la carte { $card } sur la défausse ne t'aide pas assez pour valoir l'obligation de poser (R3.3).
HINT_DRAW__free = Pioche : la carte { $card } sur la défausse ne rapproche pas le Konkan que tu as annoncé (R3.3, R8.6).
# hints: going down and going out (R5, R7, R8)
HINT_PUT_DOWN_DECLARED_KONKAN = Pose le Konkan que tu as annoncé, { $melds }, et défausse la carte { $card } : il te fait gagner toute la partie (R8.5, R8.6).
HINT_DECLARED_KONKAN_ONLY = Tu as annoncé Konkan, donc tu ne peux poser qu'avec le Konkan entier (R8.6). { $shape }
HINT_GO_OUT_AT_ONCE_HAND = Finis d'un coup : pose { $melds } et défausse la carte { $card } (R5.4, R7.2). C'est un Hand : tu marques { $score } et les points de tous les autres joueurs sont doublés (R8.2).
HINT_GO_OUT_AT_ONCE_KONKAN = Finis d'un coup : pose { $melds } et défausse la carte { $card } (R5.4, R7.2). C'est un Konkan : { $score } pour toi et une pénalité fixe de { $penalty } pour chaque adversaire (R8.5).
# then the jokers' sentences, the rise's (R9), and this
HINT_GO_DOWN = Pose : { $melds }, { $total } points, au moins { $minimum } (R5.1).
HINT_GO_DOWN__run = Pose : { $melds }, { $total } points, au moins { $minimum } (R5.1) et avec une suite (R5.2).
hint__go_down__then = Une fois que tu as posé, tu peux aussi rajouter des cartes et échanger des jokers pendant ce tour (R5.3).
# each followed by hint.put_back
HINT_PUT_BACK_CANNOT_GO_DOWN__short = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (ton meilleur total est de { $points } points : il en manque { $short } pour arriver à { $minimum } (R5.1)).
HINT_PUT_BACK_CANNOT_GO_DOWN__sets_only = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (tu peux faire des groupes mais pas de suite, et la première pose demande au moins une suite (R5.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (ces cartes ne forment aucune combinaison : pas de suite (R4.1) et pas de groupe (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld__run = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (ces cartes ne forment aucune combinaison : pas de suite (R4.1, R5.2) et pas de groupe (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__needs_discard = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (poser { $melds } ne te laisserait aucune carte à défausser, et chaque tour se termine par une défausse (R3.5)).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (à cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune combinaison de ta main).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not__opening = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (à cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } ne va dans aucune des poses que tes cartes permettent).
HINT_PUT_BACK_CANNOT_GO_DOWN__konkan_only = Tu as pris la carte { $card } mais tu ne peux pas poser avec elle (tu as annoncé Konkan, donc tu ne peux poser qu'avec le Konkan entier, d'un coup : une suite de dix et un groupe de quatre, ou une suite de onze et un groupe de trois (R8.6)).
HINT_PUT_BACK_NO_MELD = Tu as pris la carte { $card } mais tu n'as aucune nouvelle combinaison à poser.
HINT_PUT_BACK_TAKEN_UNUSED = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } est allée ailleurs.
HINT_PUT_BACK_TAKEN_UNUSED__pending = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison (R9), et la carte { $card } n'est encore dans aucune et ne peut pas y aller maintenant.
hint__put_back = Remets la carte sur la défausse et pioche plutôt (R3.3, R3.6).
hint__put_back__one = Annule ton dernier coup, remets la carte sur la défausse et pioche plutôt (R3.3, R3.6).
hint__put_back__many = Annule tes { $count } derniers coups, remets la carte sur la défausse et pioche plutôt (R3.3, R3.6).
HINT_TAKE_SWAP_BACK = À cette table, un joker que tu libères doit être posé ou rajouté avant que tu défausses (R9), et le tien ne peut aller ni dans une nouvelle combinaison ni sur une combinaison de la table maintenant. Annule l'échange (R3.6) : tu récupères { $returned } et le joker retourne dans la combinaison { $owner }.
HINT_TAKE_SWAP_BACK__many = À cette table, un joker que tu libères doit être posé ou rajouté avant que tu défausses (R9), et le tien ne peut aller ni dans une nouvelle combinaison ni sur une combinaison de la table maintenant. Annule tes { $count } derniers coups, dont l'échange (R3.6) : tu récupères { $returned } et le joker retourne dans la combinaison { $owner }.
HINT_TAKE_SWAP_BACK__fits = À cette table, un joker que tu libères doit être posé ou rajouté avant que tu défausses (R9) : mets le tien dans une nouvelle combinaison ou rajoute-le, sinon annule l'échange (R3.6), ce qui te rend { $returned } et remet le joker dans la combinaison { $owner }.
HINT_TAKE_SWAP_BACK__fits__many = À cette table, un joker que tu libères doit être posé ou rajouté avant que tu défausses (R9) : mets le tien dans une nouvelle combinaison ou rajoute-le, sinon annule tes { $count } derniers coups, dont l'échange (R3.6), ce qui te rend { $returned } et remet le joker dans la combinaison { $owner }.
HINT_CANNOT_GO_DOWN = Tu ne peux pas encore poser.
# {plan}: its steps (hint.plan.*) in a list; a way out of one step has its own form
HINT_GO_OUT = Finis maintenant : { $plan }. Tu marques { $score } (R8.1).
HINT_GO_OUT__discard = Finis maintenant : défausse la carte { $card } (R7.2). Tu marques { $score } (R8.1).
HINT_GO_OUT_HAND = Finis maintenant avec un Hand : { $plan }. Tu n'avais pas encore posé au début de ce tour et tu ne touches à aucune combinaison des autres, donc tu marques { $score } et les points de tous les autres sont doublés (R8.2).
HINT_GO_OUT_KONKAN = Finis maintenant avec un Konkan : { $plan }. Tu as posé pendant ce tour exactement un Konkan et tu ne touches à aucune combinaison des autres, donc tu marques { $score } et chaque adversaire paie une pénalité fixe de { $penalty } (R8.5).
HINT_GO_OUT_HAND__discard = Finis maintenant avec un Hand : défausse la carte { $card } (R7.2). Tu n'avais pas encore posé au début de ce tour et tu ne touches à aucune combinaison des autres, donc tu marques { $score } et les points de tous les autres sont doublés (R8.2).
HINT_GO_OUT_KONKAN__discard = Finis maintenant avec un Konkan : défausse la carte { $card } (R7.2). Tu as posé pendant ce tour exactement un Konkan et tu ne touches à aucune combinaison des autres, donc tu marques { $score } et chaque adversaire paie une pénalité fixe de { $penalty } (R8.5).
hint__plan__swap = échange { $cards } contre le joker de la combinaison { $meld } { $owner } (R6.2)
hint__plan__meld = pose { $melds }
hint__plan__lay_off = rajoute { $cards } à la combinaison { $meld } { $owner } (R6.1)
hint__plan__discard = défausse la carte { $card } (R7.2)
# hints: once down (R3.4, R6)
# then the jokers' sentences and what is owed
HINT_MELD = Pose la nouvelle combinaison { $meld } (R3.4) : { $total } points de moins dans ta main (R8.3).
hint__took_oblige = Tu as pris la carte { $card }, donc tu dois poser une nouvelle combinaison pendant ce tour (R3.3).
hint__taken_oblige = À cette table, la carte { $card } que tu as prise doit aller dans une nouvelle combinaison avant que tu défausses (R9).
hint__freed_oblige = À cette table, le joker que tu as libéré doit être posé ou rajouté avant que tu défausses (R9).
hint__taken_laid_off = Ainsi, la carte { $card } que tu as prise va dans une combinaison que tu poses pendant ce tour, comme cette table l'exige (R9).
HINT_LAY_OFF = Rajoute { $laid } à la combinaison { $meld } { $owner }, ce qui donne { $result } (R6.1) : { $shed } points de moins dans ta main (R8.3).
hint__owner__yours = que tu as posée
hint__owner__theirs = { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
hint__lay_off_joker = Le joker y remplacerait { $card } (R4.4) ; d'habitude, mieux vaut garder un joker pour une combinaison à toi.
hint__lay_off_joker__owed = Le joker y remplacerait { $card } (R4.4).
HINT_SWAP_JOKER = Échange ta carte { $swapped } contre le joker de la combinaison { $meld } { $owner } : le joker remplace { $stands }, donc la carte { $swapped } prend sa place et le joker vient dans ta main (R6.2).
HINT_SWAP_JOKER__both = Échange tes cartes { $swapped } contre le joker de la combinaison { $meld } { $owner } : le joker remplace { $stands }, donc les cartes { $swapped } prennent sa place et le joker vient dans ta main (R6.2).
hint__swap__keep = Tu peux le garder pour une combinaison à toi (R6.3).
hint__swap__must_use = À cette table, tu dois ensuite poser ou rajouter le joker avant de défausser (R9).
# hints: the discard (R3.5, R8.3): the few best discards, and one note on the cards to keep
# one form per reason to keep or throw it, the table meld it fits, the next player's wish for it
# and the card taken
HINT_DISCARD__last = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est ta dernière carte, donc la défausser te fait finir (R7.1).
HINT_DISCARD__last__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est ta dernière carte, donc la défausser te fait finir (R7.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__last__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est ta dernière carte, donc la défausser te fait finir (R7.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_plan = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant.
HINT_DISCARD__in_plan__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_plan__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_plan__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_plan__lay_off = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1).
HINT_DISCARD__in_plan__lay_off__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__lay_off__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_plan__lay_off__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__fits = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1).
HINT_DISCARD__in_plan__fits__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__fits__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_plan__fits__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_plan__fits__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_plan__fits__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie des combinaisons que tu peux poser maintenant. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__goes_out = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2).
HINT_DISCARD__goes_out__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__goes_out__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__goes_out__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__goes_out__lay_off = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1).
HINT_DISCARD__goes_out__lay_off__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__lay_off__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__goes_out__lay_off__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__fits = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1).
HINT_DISCARD__goes_out__fits__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__fits__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__goes_out__fits__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__goes_out__fits__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__goes_out__fits__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et c'est la seule carte qui reste une fois les autres posées, donc la défausser te fait alors finir (R7.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_meld = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main.
HINT_DISCARD__in_meld__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_meld__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_meld__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_meld__lay_off = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1).
HINT_DISCARD__in_meld__lay_off__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__lay_off__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_meld__lay_off__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__fits = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1).
HINT_DISCARD__in_meld__fits__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__fits__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__in_meld__fits__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__in_meld__fits__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__in_meld__fits__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle fait partie d'une combinaison que tu as en main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds__lay_off = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1).
HINT_DISCARD__feeds__lay_off__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__lay_off__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds__lay_off__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__fits = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1).
HINT_DISCARD__feeds__fits__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__fits__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds__fits__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds__fits__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds__fits__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), même si elle va avec { $cards } de ta main pour former une combinaison (R4.1, R4.2). Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds_none = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main.
HINT_DISCARD__feeds_none__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds_none__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds_none__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds_none__lay_off = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1).
HINT_DISCARD__feeds_none__lay_off__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__lay_off__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds_none__lay_off__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle pourrait plutôt être rajoutée à la combinaison { $meld } { $owner } (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__fits = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1).
HINT_DISCARD__feeds_none__fits__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__fits__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__feeds_none__fits__next = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2).
HINT_DISCARD__feeds_none__fits__next__took = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et tu peux la défausser maintenant que ta nouvelle combinaison est posée (R3.5).
HINT_DISCARD__feeds_none__fits__next__took_free = Défausse la carte { $card } : gardée en main, elle te coûte { $value } points (R8.3), et elle ne sert à aucune combinaison de ta main. Elle irait sur la combinaison { $meld } { $owner } sur la table (R6.1). Attention : { $name }, qui joue après toi, a pris la carte { $taken } dans la défausse, et ta carte pourrait l'aider à former une combinaison (R4.1, R4.2). C'est la carte que tu as prise, et à cette table, un joueur qui a annoncé Konkan peut la défausser (R9).
HINT_DISCARD__joker = Défausse un joker : tu n'as rien d'autre, et gardé en main il te coûte { $value } points (R8.3).
# {clauses}: the things to keep (hint.keep.*) in a list; one thing alone has its own form
HINT_KEEP_JOKER = Garde { $clauses }.
HINT_KEEP = Garde { $clauses }.
HINT_KEEP_JOKER__joker = Garde le joker (il peut remplacer n'importe quelle carte dont une combinaison a besoin, R4.4).
HINT_KEEP_JOKER__jokers = Garde les deux jokers (chacun peut remplacer n'importe quelle carte dont une combinaison a besoin, R4.4).
HINT_KEEP__opening = Garde { $cards } (dans les combinaisons que tu peux poser maintenant, R5.1).
HINT_KEEP__out = Garde { $cards } (tu en as besoin pour finir pendant ce tour, R7.2).
HINT_KEEP__konkan = Garde { $cards } (dans ton Konkan, R8.5).
HINT_KEEP__in_meld = Garde { $cards } (chacune fait partie d'une combinaison que tu as en main, R4.1, R4.2).
HINT_KEEP__in_meld__one = Garde { $cards } (elle fait partie d'une combinaison que tu as en main, R4.1, R4.2).
HINT_KEEP__feeds = Garde { $cards } (chacune va avec une autre de tes cartes pour former une combinaison, R4.1, R4.2).
HINT_KEEP__feeds__one = Garde { $cards } (elle va avec une autre de tes cartes pour former une combinaison, R4.1, R4.2).
HINT_KEEP__lay_off = Garde ta carte { $card } (elle peut être rajoutée à la combinaison { $meld } { $owner }, R6.1).
hint__keep__joker = le joker (il peut remplacer n'importe quelle carte dont une combinaison a besoin, R4.4)
hint__keep__jokers = les deux jokers (chacun peut remplacer n'importe quelle carte dont une combinaison a besoin, R4.4)
hint__keep__opening = { $cards } (dans les combinaisons que tu peux poser maintenant, R5.1)
hint__keep__out = { $cards } (tu en as besoin pour finir pendant ce tour, R7.2)
hint__keep__konkan = { $cards } (dans ton Konkan, R8.5)
hint__keep__in_meld = { $cards } (chacune fait partie d'une combinaison que tu as en main, R4.1, R4.2)
hint__keep__in_meld__one = { $cards } (elle fait partie d'une combinaison que tu as en main, R4.1, R4.2)
hint__keep__feeds = { $cards } (chacune va avec une autre de tes cartes pour former une combinaison, R4.1, R4.2)
hint__keep__feeds__one = { $cards } (elle va avec une autre de tes cartes pour former une combinaison, R4.1, R4.2)
hint__keep__lay_off = ta carte { $card } (elle peut être rajoutée à la combinaison { $meld } { $owner }, R6.1)
# The Hint, when the review (konkan.play.adviser) found the hints' first move clearly worse.
review__hint__checked = L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec les coups probables, et celui-ci a donné le meilleur résultat.
review__hint__draw = Pioche. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et piocher a donné le meilleur résultat (R3.3).
review__hint__take = Prends la carte { $card } dans la défausse. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et la prendre a donné le meilleur résultat (R3.3).
review__hint__meld = Pose { $melds }. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et ce coup a donné le meilleur résultat (R3.4).
review__hint__lay_off = Rajoute { $cards } à la combinaison { $meld } sur la table. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et ce coup a donné le meilleur résultat (R6.1).
review__hint__swap = Échange { $cards } contre le joker de la combinaison { $meld }. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et ce coup a donné le meilleur résultat (R6.2).
review__hint__konkan = Annonce Konkan. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et annoncer Konkan a donné le meilleur résultat (R8.6).
review__hint__discard = Défausse la carte { $card }. L'ordinateur a joué la suite à partir d'ici de nombreuses fois avec chaque coup probable, et la défausser a donné le meilleur résultat (R3.5).
bot__whose__pile = {" "}du dessus
bot__whose__mine = {" "}(la mienne)
bot__whose__theirs = {" "}{ $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
bot__declare__held = J'ai annoncé Konkan : j'ai { $run } et { $set }, un Konkan complet, et un Konkan annoncé puis posé fait gagner la partie (R8.5, R8.6).
bot__declare__short = J'ai annoncé Konkan alors qu'il me manquait encore { $short } cartes : un Konkan annoncé puis posé fait gagner la partie (R8.6).
bot__declare__short__one = J'ai annoncé Konkan alors qu'il me manquait encore une carte : un Konkan annoncé puis posé fait gagner la partie (R8.6).
bot__take = J'ai pris la carte { $card }{ $whose } dans la défausse (R3.3).
bot__take__go_down = J'ai pris la carte { $card }{ $whose } pour poser { $melds }, { $total } points (R3.3, R5.1).
bot__take__out_at_once = J'ai pris la carte { $card }{ $whose } : avec elle, je peux poser { $melds } et finir d'un coup (R5.4).
bot__take__go_out = J'ai pris la carte { $card }{ $whose } : avec elle, je peux finir pendant ce tour (R3.3, R7.2).
bot__take__meld = J'ai pris la carte { $card }{ $whose } pour poser { $meld } (R3.3).
bot__take__konkan = J'ai pris la carte { $card }{ $whose } : elle complète le Konkan que j'ai annoncé (R8.6).
bot__take__konkan_closer = J'ai pris la carte { $card }{ $whose } : elle rapproche le Konkan que j'ai annoncé, et à cette table, un joueur qui a annoncé Konkan peut prendre la défausse sans poser (R9).
bot__draw__only = J'ai pioché (R3.3).
bot__draw = J'ai pioché plutôt que de prendre la carte { $card }{ $whose } (R3.3).
bot__draw__not_needed = J'ai pioché : je peux poser sans la carte { $card }{ $whose }, et une carte de la pioche ne m'oblige à rien (R3.3).
bot__draw__cannot_go_down = J'ai pioché : même avec la carte { $card }{ $whose }, je ne pouvais pas poser pendant ce tour, et la prendre m'y aurait obligé (R3.3, R5.1).
bot__draw__no_meld = J'ai pioché : la carte { $card }{ $whose } ne forme aucune nouvelle combinaison avec mes cartes, et la prendre m'aurait obligé à en poser une (R3.3).
bot__draw__adds_nothing = J'ai pioché : avec la carte { $card }{ $whose }, je ne pourrais rien poser de plus que sans elle (R3.3).
bot__draw__not_konkan = J'ai pioché : la carte { $card }{ $whose } ne rapproche pas le Konkan que j'ai annoncé (R8.6).
bot__draw__not_konkan__bound = J'ai pioché : la carte { $card }{ $whose } ne complète pas le Konkan que j'ai annoncé, et la prendre m'aurait obligé à poser, ce que je ne peux faire qu'avec le Konkan entier (R3.3, R8.6).
bot__go_down = J'ai posé { $melds }, { $total } points, au moins les { $minimum } qu'il faut (R5.1).
bot__out_at_once = J'ai posé { $melds } d'un coup, en gardant une carte pour la défausser et finir (R5.4, R7.2).
bot__meld__going_out = J'ai posé { $melds } pour finir pendant ce tour (R7.2).
bot__meld = J'ai posé { $melds }, ce qui enlève { $total } points de ma main (R3.4, R8.3).
bot__meld__open = J'ai fait ma première pose avec { $melds } (R5.1).
bot__lay_off = J'ai rajouté { $cards } à la combinaison { $meld }{ $owner } (R6.1).
bot__lay_off__going_out = J'ai rajouté { $cards } à la combinaison { $meld }{ $owner } pour finir pendant ce tour (R6.1, R7.2).
bot__swap = J'ai échangé { $cards } contre le joker de la combinaison { $meld }{ $owner } et j'ai pris le joker dans ma main (R6.2).
bot__swap__going_out = J'ai échangé { $cards } contre le joker de la combinaison { $meld }{ $owner } pour finir pendant ce tour (R6.2, R7.2).
bot__discard__out = J'ai défaussé ma dernière carte, { $card }, et j'ai fini (R7.1).
bot__discard = J'ai défaussé la carte { $card }, qui m'aurait coûté { $value } points si je l'avais gardée en main (R3.5, R8.3).
bot__discard__feeds_none = J'ai défaussé la carte { $card } : elle ne va avec aucune de mes cartes pour former une combinaison, et gardée en main elle me coûterait { $value } points (R8.3).
bot__discard__next_cannot = { $name }, qui joue après moi, a posé mais ne peut la rajouter à aucune combinaison de la table (R6.1).
bot__put_back = J'ai remis la carte { $card } sur la défausse, pour piocher à la place (R3.3, R3.6).
bot__undo = J'ai annulé mon dernier coup (R3.6).
bot__look_ahead__chance = J'ai gardé la carte { $card }, que les indices conseillaient de défausser en premier : parmi les { $unseen } cartes que je pourrais piocher ensuite, { $count ->
        [one] { $count } me permettrait
       *[other] { $count } me permettraient
    } de poser, contre { $other } si je l'avais défaussée (R5.1).
bot__look_ahead__points = J'ai gardé la carte { $card }, que les indices conseillaient de défausser en premier : avec la prochaine carte que je pioche, ma meilleure tentative de pose atteint en moyenne { $points } des { $minimum } points qu'il me faut, contre { $other } si je l'avais défaussée (R5.1).
bot__search = J'ai gardé la carte { $card }, que les indices conseillaient de défausser en premier : j'ai joué la manche jusqu'à la fin { $samples } fois, en distribuant au hasard les cartes que je ne vois pas, et cette défausse m'a laissé en meilleure position en moyenne (R8).
bot__search__take = J'ai pris la carte { $card }{ $whose } : j'ai joué la manche jusqu'à la fin { $samples } fois, en devinant les cartes que je ne vois pas d'après ce que montrait la table, et la prendre m'a laissé en meilleure position en moyenne que piocher (R3.3, R8).
bot__search__draw = J'ai pioché plutôt que de prendre la carte { $card }{ $whose } : j'ai joué la manche jusqu'à la fin { $samples } fois, en devinant les cartes que je ne vois pas d'après ce que montrait la table, et piocher m'a laissé en meilleure position en moyenne (R3.3, R8).
# simulate: many games between computer players
# the table's columns, one per field of a seat's result
play__simulate__column__seat = place
play__simulate__column__player = joueur
play__simulate__column__wins = victoires
play__simulate__column__win_rate = taux de victoire
play__simulate__column__shared_wins = partagées
play__simulate__column__mean_total = total moyen
play__simulate__column__sd_total = écart
play__simulate__column__rounds_won = manches gagnées
play__simulate__column__hands = Hands
play__simulate__column__konkans = Konkans
play__simulate__column__void_rounds = manches annulées
play__simulate__column__mean_turns_to_go_down = tours avant de poser
play__simulate__head = { $games } parties, à partir du numéro de donne { $seed }
play__simulate__caption = { $games } parties, à partir du numéro de donne { $seed }.
play__simulate__shared = { $shared ->
        [one] { $shared } des { $games } parties a eu
       *[other] { $shared } des { $games } parties ont eu
    } plus d'un gagnant : une égalité pour le total le plus bas compte comme une victoire pour chaque place à égalité, donc le nombre de victoires dépasse le nombre de parties.
play__simulate__shared__team = { $shared ->
        [one] { $shared } des { $games } parties a eu
       *[other] { $shared } des { $games } parties ont eu
    } plus d'un gagnant : une égalité pour le total le plus bas compte comme une victoire pour chaque place à égalité (en équipe, la victoire d'une équipe compte pour ses deux places), donc le nombre de victoires dépasse le nombre de parties.
play__simulate__repr = <SimulationResult: { $games } parties, { $seats } places>
play__simulate__plot__label = taux de victoire par place
play__simulate__plot__title = taux de victoire
play__simulate__plot__seat = place { $seat } : { $player }
play__simulate__progress = parties
play__simulate__progress__unit = partie
# bad input
error__play__not_your_turn = { $name } n'a aucun coup à choisir : ce n'est pas le tour { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } dans cette vue
error__play__no_legal_action = la place { $seat } n'a aucune action permise : les règles en laissent toujours une
error__play__budget = le budget du joueur strong est un nombre entier de donnes, { $low } ou plus, et non { $value }
error__play__search = la recherche du joueur strong est 'turn' ou 'discard', et non { $value }
error__play__guess = l'estimation du joueur strong est 'table' ou 'uniform', et non { $value }
error__play__unknown_player = il n'y a pas de joueur ordinateur appelé { $name } : choisis-en un parmi { $levels }
error__play__player = un joueur est le nom d'un niveau ({ $levels }) ou un objet avec decide(view), et non { $player }
error__play__player_object = un joueur est le nom d'un niveau ou un objet avec decide(view), et non { $player }
error__play__games = games doit être un nombre entier de parties, { $low } ou plus, et non { $value }
error__play__players = players donne un joueur par place, par exemple ['strong', 'greedy'], et non { $players }
error__play__rules = rules doit être un objet Rules, et non { $rules }
error__play__rules_players = les règles sont prévues pour { $rules } joueurs, et { $given } joueurs ont été donnés
error__play__pandas = SimulationResult.to_dataframe a besoin de pandas : pip install pandas (to_dicts() donne le même tableau sous forme de simples dicts)
error__play__cover_limit = une recherche de couverture prend moins de { $limit } cartes, et non { $count }
error__play__group_faces = un groupe utilise chaque carte une fois, ou deux fois une carte qu'on a en double
error__play__group_points = les points d'un groupe vont de 0 à { $last }, et non { $points }

## practice: Practice's words (levels, answer forms, messages), reading an answer, and the learner's files.

# each kind of puzzle in the game's own words, for titles and the levels table
practice__kind__hand_value = Ce que coûte une main
practice__kind__score = Compter le score d'une manche
practice__kind__meld = Combinaison ou pas
practice__kind__opening = La pose
practice__kind__take_discard = Prendre ou piocher
practice__kind__lay_off = Rajouter des cartes
practice__kind__konkan = Combien de cartes pour un Konkan
practice__kind__is_meld = Repérer les combinaisons
# a level changes (three right in a row, two missed)
practice__level__up = { $count } bonnes réponses d'affilée : les énigmes « { $name } » passent au niveau { $level } sur { $top }.
practice__level__down = { $count } erreurs d'affilée : les énigmes « { $name } » redescendent au niveau { $level }.
practice__session__repr = <PracticeSession { $what } : énigme { $number }, { $right } justes sur { $tried }>
practice__session__mix = un mélange
# how each kind's answer is typed, and its buttons
practice__form__hand_value = Tape un seul nombre entier, ce que coûtent les cartes, comme 42
practice__form__konkan = Tape combien de cartes il manque à la main pour faire un Konkan, un nombre entier comme 2, ou 0 si elle en a déjà un
practice__form__is_meld = Réponds « oui » si les cartes forment une combinaison, ou « non »
practice__form__meld = Tape les points que vaut la combinaison, comme 24, ou « non » si ce n'est pas une combinaison
practice__form__score = Tape { $count } nombres entiers, un pour chaque joueur dans l'ordre des places ({ $names }), comme « { $example } »
practice__form__take_discard = Réponds « prendre » (la carte du dessus de la défausse) ou « piocher » (dans la pioche)
practice__form__lay_off = Tape les cartes de ta main que tu peux rajouter, comme « 7S 9H », ou « aucune »
practice__form__opening = Tape les combinaisons à poser, avec un point-virgule ou une virgule entre deux combinaisons, comme « 7S 8S 9S; QH QD QC », ou « non » si cette main ne peut pas poser
practice__choice__yes = Oui, une combinaison
practice__choice__no = Non, pas une combinaison
practice__choice__not_a_meld = Pas une combinaison
practice__choice__take = Prendre la défausse
practice__choice__draw = Piocher
practice__choice__none = Aucune
practice__choice__cannot_go_down = Cette main ne peut pas poser
# the words a learner may type for each choice word, the word itself first (one per line)
practice__says__yes =
    yes
    oui
    ouais
    une combinaison
    combinaison
    c'est une combinaison
    oui, une combinaison
    oui une combinaison
practice__says__no =
    no
    non
    n
    non, pas une combinaison
    non pas une combinaison
    pas une combinaison
    ce n'est pas une combinaison
    pas
    aucune
    aucun
    impossible
    peut pas
    ne peut pas
    elle ne peut pas poser
    ne peut pas poser
    peut pas poser
practice__says__none =
    none
    aucune
    aucun
    non
    rien
    aucune d'elles
    aucune carte
practice__says__take =
    take
    prendre
    prends
    je prends
    prends-la
    prendre la défausse
    prendre la defausse
    défausse
    defausse
    la défausse
    la defausse
practice__says__draw =
    draw
    piocher
    pioche
    je pioche
    la pioche
    piocher dans la pioche
# an answer that is not of the form asked for: "{how}; {problem}."
practice__read__wrong = { $how } ; { $problem }.
practice__read__wrong__ended = { $how } ; { $problem }
practice__read__how = { $how }.
practice__read__nothing = { $how } ; tu n'as rien répondu.
practice__read__typed = tu as tapé { $said }
practice__read__not_that = { $said } ne correspond pas
practice__read__count = tu en as donné { $count } ({ $said })
practice__read__not_number = { $said } pour { $name } n'est pas un nombre entier
practice__read__neither = { $said } n'est ni l'un ni l'autre
practice__read__not_yours = { $card } ne fait pas partie de tes cartes
practice__read__not_yours__twice = { $card } ne fait pas partie de tes cartes (ou elle est nommée deux fois)
practice__read__not_cards__fix = { $said } ne désigne pas des cartes : { $fix }
practice__read__not_cards = { $said } ne désigne pas des cartes (une carte s'écrit avec sa valeur puis sa couleur, comme 7S, 10H ou QD, ou JK pour un joker)
practice__read__no_cards = aucune carte n'a été donnée
# an answer quoted back as the learner would read it
practice__quoted = « { $text } »
practice__quoted__cut = { $text }...
practice__quoted__nothing = rien
practice__quoted__that = cette réponse
# bad input from a notebook cell
error__practice__kind = kind doit être l'un de { $kinds }, ou None pour un mélange, et non { $got }
error__practice__kinds = kind doit être l'un de { $kinds }, une liste de ceux-ci, ou None pour un mélange, et non { $got }
error__practice__progress = progress doit être un chemin de fichier ou un konkan.teaching.practice.PracticeRecord, et non { $got }
error__practice__seed = seed doit être un nombre entier ou un mot court, et non { $got }
error__practice__form = pas de forme de réponse pour les énigmes de type { $got }
# the learner's files: the lessons' stars, practice levels, a class test's answers
# (one set per kind of file: "progress", "practice", "answer", the file's NOUN)
learner__set_aside__moved = il a été mis de côté sous le nom { $name }
learner__set_aside__left = il a été laissé tel quel
learner__progress__unreadable__moved = Ton fichier de progression n'a pas pu être lu : il a donc été mis de côté sous le nom { $name }, et tes étoiles repartent de zéro ici.
learner__progress__unreadable__left = Ton fichier de progression n'a pas pu être lu : il a donc été laissé tel quel, et tes étoiles repartent de zéro ici.
learner__progress__not_read = Ton fichier de progression { $path } n'a pas pu être lu ({ $error }) ; tes étoiles sont gardées pour le moment seulement.
learner__progress__not_moved = Ton fichier de progression { $path } n'a pas pu être mis de côté ({ $error }).
learner__progress__not_saved = Ta progression n'a pas pu être enregistrée dans { $path } ({ $error }) ; elle est gardée pour le moment seulement.
learner__practice__unreadable__moved = Ton fichier d'entraînement n'a pas pu être lu : il a donc été mis de côté sous le nom { $name }, et tes niveaux repartent de zéro ici.
learner__practice__unreadable__left = Ton fichier d'entraînement n'a pas pu être lu : il a donc été laissé tel quel, et tes niveaux repartent de zéro ici.
learner__practice__not_read = Ton fichier d'entraînement { $path } n'a pas pu être lu ({ $error }) ; tes niveaux sont gardés pour le moment seulement.
learner__practice__not_moved = Ton fichier d'entraînement { $path } n'a pas pu être mis de côté ({ $error }).
learner__practice__not_saved = Ton entraînement n'a pas pu être enregistré dans { $path } ({ $error }) ; il est gardé pour le moment seulement.
learner__answer__unreadable__moved = Ton fichier de réponses n'a pas pu être lu : il a donc été mis de côté sous le nom { $name }, et tes réponses repartent de zéro ici.
learner__answer__unreadable__left = Ton fichier de réponses n'a pas pu être lu : il a donc été laissé tel quel, et tes réponses repartent de zéro ici.
learner__answer__not_read = Ton fichier de réponses { $path } n'a pas pu être lu ({ $error }) ; tes réponses sont gardées pour le moment seulement.
learner__answer__not_moved = Ton fichier de réponses { $path } n'a pas pu être mis de côté ({ $error }).
learner__answer__not_saved = Ta réponse n'a pas pu être enregistrée dans { $path } ({ $error }) ; elle est gardée pour le moment seulement.

## projector: The words of the projector page the class service serves to a class's teacher (``projector.*``): the whole class at a glance, one table with every hand open, the pause and resume buttons, and asking the class what they would do (konkan/classroom/service/projector.py).

# the page
projector__title = La classe { $code } au projecteur
projector__heading = Classe { $code }
projector__table_heading = Classe { $code }, table { $number }
projector__live = En direct : cette page change toute seule pendant que vos élèves travaillent.
projector__lost__unknown = Cette page a perdu le contact avec le service de classe et réessaie toute seule.
projector__buttons = Les boutons du professeur
projector__pause = Mettre toutes les tables en pause
projector__resume = Reprendre toutes les tables
projector__all_paused = Toutes les tables sont en pause.
projector__some_paused = Certaines tables sont en pause.
projector__playing = On joue à toutes les tables.
# the students
projector__students = Élèves
projector__no_students = Aucun élève n'a encore rejoint la classe. Donnez-leur le code de classe { $code }.
projector__student = Élève
projector__lessons = Leçons
projector__practice = Entraînement
projector__test = Test
projector__none_yet = rien pour l'instant
projector__lesson_chip = Leçon { $number } : { $stars } ★
projector__lesson_title = { $title } : { $done } sur { $steps } étapes faites
projector__practice_chip = { $kind } : niveau { $level }
projector__answered_of = réponses : { $answered } sur { $count }
projector__no_test = pas de test
projector__puzzle_answered = Énigme { $number } : réponse donnée
projector__puzzle_not_yet = Énigme { $number } : pas encore de réponse
# the tables
projector__tables = Tables
projector__no_tables = Aucune table n'est encore ouverte.
projector__table = Table { $number }
projector__round = Manche { $round }
projector__round_over = La manche { $round } est finie
projector__game_over = La partie est finie
projector__paused = En pause
projector__seat_student = { $seat } : { $user }
projector__seat_away = { $seat } : { $user } (pas là, l'ordinateur joue)
projector__seat_computer = { $seat } : l'ordinateur
projector__score = { $points } points
projector__to_play = c'est son tour
projector__show_table = Afficher la table { $number }
projector__choose_table = Afficher une table avec toutes les mains visibles :
projector__back = Retour à toute la classe
projector__open_hands = Toutes les mains sont visibles sur cette page. Ne la montrez à la salle que si tout le monde peut voir toutes les mains.
projector__last_move = Dernier coup : { $sentence }
projector__no_move = Pas encore de coup dans cette manche.
projector__table_gone = La table { $number } n'est pas dans la classe { $code }.
# asking the class: the question, the students' answers, the refusals
projector__ask__question = Que ferais-tu maintenant, à la place { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } ?
projector__ask__allowed = Les règles autorisent « { $move } » ici. Ton professeur a reçu ta réponse.
projector__ask__asked = Vous avez posé la question à la classe : « { $sentence } » La page du projecteur montre combien d'élèves ont choisi chaque coup.
projector__ask__refusal__other_table = La table { $table } n'est pas dans la classe { $code }.
projector__ask__refusal__not_paused = Mettez d'abord toutes les tables en pause, puis posez votre question à la classe.
projector__ask__refusal__round_over = La manche de la table { $table } est finie : il n'y a donc pas de coup sur lequel poser une question. Posez une question sur une autre table.
projector__ask__refusal__not_to_play = À la table { $table }, c'est le tour { $current ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $current }
    }, pas celui { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }. Demandez ce { $current ->
        [Est] qu'Est
        [Ouest] qu'Ouest
       *[other] que { $current }
    } ferait maintenant.
projector__ask__refusal__nothing_asked = Ton professeur ne pose pas de question à la classe { $code } en ce moment.
projector__ask__refusal__answered = Ton professeur a déjà ta réponse à cette question, et elle ne peut plus changer.
projector__ask__refusal__other_seat = La question est : que ferait { $name } ? Écris un coup sans numéro de place.
# asking the class: the projector's words
projector__ask__heading = Une question pour la classe
projector__ask__about = Table { $number }, du point de vue { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
projector__ask__button = Demander à la classe : « Que ferais-tu maintenant, à la place { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } ? »
projector__ask__pause_first = Mettez toutes les tables en pause pour demander à la classe ce qu'elle ferait ici.
projector__ask__round_over = Cette manche est finie : il n'y a pas de coup sur lequel poser une question.
projector__ask__hidden = Les autres mains restent cachées pendant que la classe répond. Reprenez le jeu pour les montrer à nouveau.
projector__ask__show = Afficher la question
projector__ask__count = { $answers ->
        [one] { $answers } élève sur { $students } a répondu.
       *[other] { $answers } élèves sur { $students } ont répondu.
    }
projector__ask__none = Pas encore de réponse.
projector__ask__move = Coup
projector__ask__students = Élèves
projector__ask__verdict = Les règles
projector__ask__ok = autorisé
projector__ask__not_ok = interdit ({ $rule })
projector__ask__not_ok__no_rule = interdit
# a moment of a student's finished round, asked of the class (asking.py): never a name
projector__moment__someone = un joueur de cette classe
# the seats at a moment, from the moment's seat (a sentence may begin with one: it gets a capital)
projector__moment__player = le joueur
projector__moment__next = le joueur suivant
projector__moment__before = le joueur d'avant
projector__moment__another = un autre joueur
projector__moment__question = Que ferais-tu ici ?
projector__moment__question__take = Tu prendrais la carte { $card }, ou tu piocherais ?
projector__moment__question__discard = Quelle carte défausserais-tu ici ?
projector__moment__question__meld = Que poserais-tu ici ?
projector__moment__question__lay_off = Tu rajouterais des cartes à une combinaison de la table ici ? Lesquelles ?
projector__moment__question__swap = Tu échangerais une carte contre un joker de la table ici ?
projector__moment__question__konkan = Tu annoncerais Konkan ici ?
projector__moment__cards = Les cartes de ce joueur : { $hand }. La carte du dessus de la défausse : { $top }.
projector__moment__cards__no_pile = Les cartes de ce joueur : { $hand }. La défausse est vide.
projector__moment__heading = Un moment d'une partie de cette classe
projector__moment__hand = Les cartes de ce joueur ({ $count })
projector__moment__top = Le dessus de la défausse
projector__moment__no_pile = La défausse est vide.
projector__moment__melds = Les combinaisons sur la table
projector__moment__no_melds = Pas encore de combinaison sur la table.
projector__moment__lost = Points perdus
projector__moment__points = a coûté environ { $lost } points
projector__moment__points__none = n'a rien coûté
projector__moment__lost_means = Points perdus : l'ordinateur a rejoué de nombreuses fois la suite de la manche à partir d'ici. En moyenne, ce coup a coûté au joueur ce nombre de points de plus que le meilleur coup. Au Konkan, moins on a de points, mieux c'est.
projector__moment__count = { $answers ->
        [one] { $answers } élève sur { $students } a répondu.
       *[other] { $answers } élèves sur { $students } ont répondu.
    } Le meilleur coup reste caché pour l'instant.
projector__moment__right_count = { $answers ->
        [one] { $answers } élève sur { $students } a répondu
       *[other] { $answers } élèves sur { $students } ont répondu
    }, et { $right ->
        [one] { $right } a choisi un bon coup.
       *[other] { $right } ont choisi un bon coup.
    }
projector__moment__verdict = Juste ?
projector__moment__right = juste
projector__moment__worse = moins bon
projector__moment__answer = La réponse
projector__moment__how = Les élèves répondent dans leur notebook en tapant un coup, comme draw, take ou discard 7s. Quand tout le monde a répondu, le professeur affiche la réponse.
projector__moment__refusal__no_moment = La classe { $code } n'a pas de question sur un moment en ce moment : il n'y a donc pas de réponse à afficher.
projector__moment__refusal__other_seat = La question est : que ferait ce joueur ? Écris un coup sans numéro de place.
# The review's sentences about a moment as the class reads them beside "In Konkan fewer points is
# better": what the move cost, never "worth about N points more" (asking.py, by the review's key).
projector__reveal__review__take__go_down__other = La carte { $card } sur la défausse permettait à { $name } de poser { $melds }, soit { $total } points. Piocher à la place a coûté environ { $loss } points (R3.3, R5.1).
projector__reveal__review__take__meld__other = La carte { $card } sur la défausse faisait la combinaison { $meld } avec les cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }. Piocher à la place a coûté environ { $loss } points (R3.3).
projector__reveal__review__take__better__other = { $name } a pioché. Ne pas prendre la carte { $card } dans la défausse a coûté environ { $loss } points (R3.3).
projector__reveal__review__draw__better__other = { $name } a pris la carte { $card } dans la défausse. Ne pas piocher a coûté environ { $loss } points (R3.3).
projector__reveal__review__discard__feeds__other = { $name } a défaussé la carte { $card } et a aidé { $next }, qui avait déjà pris { $known } dans la défausse et peut faire une combinaison avec. Défausser la carte { $better } était plus sûr : la carte { $card } a coûté environ { $loss } points (R3.3).
projector__reveal__review__discard__lays_off__other = { $name } a défaussé la carte { $card }, et { $next } a déjà posé et peut la rajouter à une combinaison sur la table. La défausser au lieu de la carte { $better } a coûté environ { $loss } points (R6.1).
projector__reveal__review__discard__better__other = Pour { $name }, défausser la carte { $card } au lieu de la carte { $better } a coûté environ { $loss } points ici (R3.5).
projector__reveal__review__go_down__missed__other = Pour { $name }, attendre au lieu de poser { $melds } a coûté environ { $loss } points (R5.1).
projector__reveal__review__meld__missed__other = Pour { $name }, ne pas poser { $melds } avant de défausser a coûté environ { $loss } points ici (R3.4).
projector__reveal__review__lay_off__missed__other = Pour { $name }, ne pas rajouter { $cards } à { $meld } a coûté environ { $loss } points ici (R6.1).
projector__reveal__review__better__other = Pour { $name }, ce coup a coûté environ { $loss } points de plus que le meilleur (R3).
projector__moment__refusal__drawn = Ce joueur a déjà pioché : choisis une carte à défausser.
projector__moment__refusal__starter = Ce joueur a commencé la manche avec 15 cartes, donc il ne pioche pas à son premier tour : choisis une carte à défausser (ou pose d'abord des combinaisons).
projector__moment__refusal__not_drawn = Ce joueur n'a pas encore pioché : tape draw ou take.
projector__moment__refusal__revealed = La réponse à ce moment est déjà affichée : plus aucune réponse n'est acceptée maintenant.
projector__moment__refusal__bad = Ce n'est pas un moment tiré du bilan des parties de votre classe : { $moment }.
projector__moment__refusal__too_big = Ce moment est trop long pour être envoyé ({ $length } caractères, { $limit } au plus). Choisissez-en un autre.
projector__ask__how = Les élèves répondent dans leur notebook en tapant un coup, comme draw, take ou discard 7s (s, h, d, c pour les couleurs).

## puzzles: The puzzles' words: prompts, hints, answers, slips and mistakes, kind by kind.

# shared by every kind
puzzle__right = Bonne réponse : { $why }
puzzle__repr = <Puzzle { $kind } niveau { $level } seed { $seed }>
error__puzzle__kind = kind doit être l'un de { $kinds }, et non { $got }
error__puzzle__level = level doit valoir 1, 2 ou 3, et non { $got }
error__puzzle__seed = seed doit être un nombre entier ou un mot, et non { $got }
error__puzzle__no_fit = aucune énigme { $kind } de niveau { $level } ne convient à cette table
# what each slip is, in plain words (MISTAKES: what the learner did)
puzzle__mistake__ace_as_one = compter pour 1 un as resté en main
puzzle__mistake__set_ace_as_one = compter pour 1 chacun des as d'un groupe
puzzle__mistake__face_at_rank = compter un valet, une dame ou un roi 11, 12 ou 13 au lieu de 10
puzzle__mistake__joker_as_zero = compter un joker pour rien
puzzle__mistake__joker_as_fifteen = compter un joker pour 15 là où il vaut autre chose
puzzle__mistake__ace_low_as_eleven = compter pour 11 l'as de A-2-3
puzzle__mistake__ace_high_as_one = compter pour 1 l'as de Q-K-A
puzzle__mistake__out_sign = donner un plus au lieu d'un moins à celui qui a fini
puzzle__mistake__out_zero = donner 0 à celui qui a fini
puzzle__mistake__out_doubled = doubler une fin ordinaire comme si c'était un Hand
puzzle__mistake__hand_finisher_single = donner à celui qui a fini avec un Hand le score d'une fin simple
puzzle__mistake__konkan_finisher_single = donner à celui qui a fini avec un Konkan le score d'une fin simple
puzzle__mistake__finisher_doubled = appliquer le doublement du Hand à celui qui a fini
puzzle__mistake__hand_not_doubled = oublier le doublement du Hand
puzzle__mistake__doubled_without_hand = doubler sans Hand
puzzle__mistake__never_down_counted = compter les cartes d'un joueur qui n'a jamais posé, au lieu du forfait de 100
puzzle__mistake__partner_charged = compter des points au partenaire de celui qui a fini
puzzle__mistake__konkan_counted = compter les cartes d'un adversaire après un Konkan, au lieu du forfait de 200
puzzle__mistake__konkan_as_hand = compter un adversaire comme après un Hand, et non le forfait de 200 d'un Konkan
puzzle__mistake__set_two_of_suit = prendre pour une combinaison un groupe avec deux cartes de la même couleur
puzzle__mistake__run_round_corner = prendre pour une combinaison une suite qui fait le tour (K-A-2)
puzzle__mistake__two_jokers = prendre pour une combinaison des cartes avec deux jokers, à une table qui n'en permet qu'un
puzzle__mistake__jokers_outnumber = prendre pour une combinaison des cartes avec plus de jokers que de vraies cartes
puzzle__mistake__illegal_taken_for_meld = prendre pour une combinaison des cartes qui n'en forment pas
puzzle__mistake__meld_taken_for_illegal = dire qu'une vraie combinaison n'en est pas une
puzzle__mistake__opening_without_run = poser sans suite
puzzle__mistake__opening_too_low = poser avec trop peu de points
puzzle__mistake__opening_keeps_no_discard = compter dans la pose la carte gardée pour la défausse
puzzle__mistake__opening_not_best = poser moins que ce que la main peut poser
puzzle__mistake__missed_opening = dire qu'une main qui peut poser ne le peut pas
puzzle__mistake__not_a_meld = poser des cartes qui ne forment pas de combinaison
puzzle__mistake__take_without_meld = prendre la défausse sans nouvelle combinaison à faire
puzzle__mistake__taken_discard_unused = prendre une carte de la défausse qui, selon la règle maison, doit aller dans une nouvelle combinaison, sans combinaison pour elle
puzzle__mistake__missed_take = piocher alors que la défausse aurait servi
puzzle__mistake__missed_lay_off = rater une carte qui pouvait être rajoutée
puzzle__mistake__use_joker_swap = rajouter la carte que remplace un joker, ce qui est un échange de joker
puzzle__mistake__breaks_meld = rajouter une carte qui casse la combinaison
puzzle__mistake__does_not_fit = rajouter une carte qui ne va sur aucune combinaison de la table
puzzle__mistake__konkan_not_there = voir un Konkan là où la main n'en a pas
# slips in counting cards left in hand (R8.3): what hand_value and score tell
# the cards named in a slip: "the A♦ and the A♥", "the J♠ as 11 and the Q♥ as 12"
puzzle__slip__cards__more = { $items } et { $item }
puzzle__slip__card_as = { $card } pour { $number }
puzzle__slip__ace_as_one = Tu as compté { $cards } pour 1, mais un as resté en main coûte { $cost } (R8.3).
puzzle__slip__ace_as_one__table = Tu as compté { $cards } pour 1, mais un as resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__face_at_rank = Tu as compté { $counted }, mais un valet, une dame ou un roi resté en main coûte 10 (R8.3).
puzzle__slip__joker_as_zero__one = Tu as compté le joker pour 0, mais un joker resté en main coûte { $cost } (R8.3).
puzzle__slip__joker_as_zero__many = Tu as compté les { $count } jokers pour 0, mais un joker resté en main coûte { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table = Tu as compté le joker pour 0, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_zero__many__table = Tu as compté les { $count } jokers pour 0, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table = Tu as compté le joker pour 15, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table = Tu as compté les { $count } jokers pour 15, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
# the same slips in a round's score, said of one player
puzzle__slip__ace_as_one__seat = { $name } : tu as compté { $cards } pour 1, mais un as resté en main coûte { $cost } (R8.3).
puzzle__slip__ace_as_one__table__seat = { $name } : tu as compté { $cards } pour 1, mais un as resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__face_at_rank__seat = { $name } : tu as compté { $counted }, mais un valet, une dame ou un roi resté en main coûte 10 (R8.3).
puzzle__slip__joker_as_zero__one__seat = { $name } : tu as compté le joker pour 0, mais un joker resté en main coûte { $cost } (R8.3).
puzzle__slip__joker_as_zero__many__seat = { $name } : tu as compté les { $count } jokers pour 0, mais un joker resté en main coûte { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table__seat = { $name } : tu as compté le joker pour 0, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_zero__many__table__seat = { $name } : tu as compté les { $count } jokers pour 0, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table__seat = { $name } : tu as compté le joker pour 15, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table__seat = { $name } : tu as compté les { $count } jokers pour 15, mais un joker resté en main coûte { $cost } à cette table (R8.3, R9).
# hand_value: what the cards left in a hand cost (R8.3)
puzzle__hand_value__prompt =
    Combien coûtent ces cartes, restées en main à la fin d'une manche ?
    { $cards }
puzzle__hand_value__hint = Les jokers coûtent { $joker }, les as { $ace }, les valets, dames et rois 10, les autres cartes ce qu'elles indiquent (R8.3).
puzzle__hand_value__hint__table = Les jokers coûtent { $joker }, les as { $ace }, les valets, dames et rois 10, les autres cartes ce qu'elles indiquent, à cette table (R8.3, R9).
puzzle__hand_value__picture = Les cartes restantes
puzzle__hand_value__total = En tout, les cartes coûtent { $cost } (R8.3).
puzzle__hand_value__form = Réponds par un seul nombre entier, ce que coûtent les cartes, comme 42 ; tu as donné { $said }.
puzzle__hand_value__right = Bonne réponse : ces cartes coûtent { $cost } (R8.3).
puzzle__hand_value__cost = Elles coûtent { $cost }.
puzzle__hand_value__not = Pas { $number } : les cartes coûtent { $cost }.
# one line of the solution per card (the two copies of a card together)
puzzle__hand_value__line__joker__one = La carte { $card } coûte { $cost } : c'est un joker (R8.3).
puzzle__hand_value__line__joker__one__table = La carte { $card } coûte { $cost } : c'est un joker, à cette table (R9) (R8.3).
puzzle__hand_value__line__joker__two = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : ce sont des jokers (R8.3).
puzzle__hand_value__line__joker__two__table = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : ce sont des jokers, à cette table (R9) (R8.3).
puzzle__hand_value__line__ace__one = La carte { $card } coûte { $cost } : c'est un as (R8.3).
puzzle__hand_value__line__ace__one__table = La carte { $card } coûte { $cost } : c'est un as, à cette table (R9) (R8.3).
puzzle__hand_value__line__ace__two = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : ce sont des as (R8.3).
puzzle__hand_value__line__ace__two__table = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : ce sont des as, à cette table (R9) (R8.3).
puzzle__hand_value__line__face__one = La carte { $card } coûte { $cost } : c'est une figure (valet, dame ou roi) (R8.3).
puzzle__hand_value__line__face__two = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : ce sont des figures (valets, dames ou rois) (R8.3).
puzzle__hand_value__line__number__one = La carte { $card } coûte { $cost } : son chiffre (R8.3).
puzzle__hand_value__line__number__two = Les deux cartes { $card } coûtent { $cost } chacune, { $total } ensemble : leur chiffre (R8.3).
# is_meld: meld or not (no points: lesson 4 teaches them)
puzzle__is_meld__prompt =
    Est-ce une combinaison (R4) ?
    { $cards }
puzzle__is_meld__missed = C'est une combinaison. { $why }
puzzle__is_meld__form = Réponds « oui » si les cartes forment une combinaison (R4), ou « non » si elles n'en forment pas ; { $said } n'est ni l'un ni l'autre.
puzzle__is_meld__hint = Une suite, c'est trois cartes ou plus de la même couleur qui se suivent, l'as avant le deux ou après le roi, jamais en faisant le tour (R4.1) ; un groupe, c'est trois ou quatre cartes de la même valeur, toutes de couleurs différentes (R4.2).
puzzle__is_meld__picture = Les cartes
# the answers that say yes, and those that say no (one per line)
puzzle__is_meld__says__yes =
    yes
    oui
    ouais
    une combinaison
    combinaison
    c'est une combinaison
    oui, une combinaison
    vrai
    true
puzzle__says__no =
    no
    non
    pas une combinaison
    ce n'est pas une combinaison
    pas
    impossible
    aucune
    faux
    false
    peut pas
    ne peut pas
puzzle__two_jokers_table = Cette table permet deux jokers dans une même combinaison (R9).
# meld: is it a meld, and what is it worth toward going down (R4, R5.1)
puzzle__meld__prompt =
    Est-ce une combinaison ? Si oui, combien vaut-elle pour poser (R5.1) ?
    { $cards }
puzzle__meld__hint = Une suite, c'est trois cartes ou plus de la même couleur qui se suivent, l'as avant le deux ou après le roi, jamais en faisant le tour (R4.1) ; un groupe, c'est trois ou quatre cartes de la même valeur, toutes de couleurs différentes (R4.2) ; un joker vaut la carte qu'il remplace (R5.1).
puzzle__meld__picture = Les cartes
puzzle__meld__form = Réponds par les points que vaut la combinaison, comme 24, ou « non » si ce n'est pas une combinaison ; { $said } n'est ni l'un ni l'autre.
puzzle__meld__mistaken = Tu l'as comptée comme une combinaison, mais ce n'en est pas une. { $why }
puzzle__meld__worth = Elle vaut { $points }.
puzzle__meld__not = Pas { $number } : { $why }
puzzle__meld__slip__ace_low_as_eleven = Tu as compté la carte { $card } pour 11, mais un as avant le deux (A-2-3) vaut 1 (R5.1).
puzzle__meld__slip__ace_high_as_one = Tu as compté la carte { $card } pour 1, mais un as après le roi (Q-K-A) vaut 11 (R5.1).
puzzle__meld__slip__set_ace_as_one = Tu as compté les as, { $cards }, pour 1 chacun, mais dans un groupe un as vaut 11 (R5.1).
puzzle__meld__slip__face_at_rank = Tu as compté { $counted }, mais un valet, une dame ou un roi vaut 10 (R5.1).
puzzle__meld__slip__joker_as_zero__one = Tu as compté le joker pour 0, mais dans une combinaison un joker vaut la carte qu'il remplace, ici { $stands } (R5.1).
puzzle__meld__slip__joker_as_zero__many = Tu as compté les jokers pour 0, mais dans une combinaison un joker vaut la carte qu'il remplace, ici { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__one = Tu as compté le joker pour 15, mais c'est ce que coûte un joker resté en main (R8.3) ; dans une combinaison, il vaut la carte qu'il remplace, ici { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__many = Tu as compté les jokers pour 15, mais c'est ce que coûte un joker resté en main (R8.3) ; dans une combinaison, un joker vaut la carte qu'il remplace, ici { $stands } (R5.1).
# konkan: how many cards short of a Konkan (R8.5)
puzzle__konkan__prompt =
    Combien de cartes manque-t-il à cette main pour faire un Konkan, c'est-à-dire une suite de dix et un groupe de quatre, ou une suite de onze et un groupe de trois (R8.5) ? Réponds 0 si elle en a un.
    { $cards }
puzzle__konkan__hint = Cherche la plus longue suite dans une couleur, jamais en faisant le tour du roi au deux (R4.1), puis un groupe d'une même valeur, toutes de couleurs différentes (R4.2) ; compte les cartes qui manquent encore pour un Konkan (R8.5).
puzzle__konkan__picture = La main
puzzle__konkan__form = Réponds par le nombre de cartes qui manquent à la main pour un Konkan, comme 2, ou 0 si elle en a un ; { $said } n'est pas un nombre de cartes.
puzzle__konkan__flawed = Ce n'est pas un Konkan : { $why } { $shape }
puzzle__konkan__not_yet = Ce n'est pas encore un Konkan. { $shape }
puzzle__konkan__not = Pas { $number }. { $shape }
# opening: going down the first time (R5)
puzzle__opening__prompt__one =
    Cette main peut-elle poser pour la première fois ? Il lui faut { $minimum } point, et une carte gardée pour la défausse (R5.1, R3.5). Si elle peut, donne les combinaisons qui valent le plus ; sinon, réponds non.
    { $cards }
puzzle__opening__prompt__many =
    Cette main peut-elle poser pour la première fois ? Il lui faut { $minimum } points, et une carte gardée pour la défausse (R5.1, R3.5). Si elle peut, donne les combinaisons qui valent le plus ; sinon, réponds non.
    { $cards }
puzzle__opening__prompt__one__run =
    Cette main peut-elle poser pour la première fois ? Il lui faut { $minimum } point avec une suite parmi les combinaisons, et une carte gardée pour la défausse (R5.1, R5.2, R3.5). Si elle peut, donne les combinaisons qui valent le plus ; sinon, réponds non.
    { $cards }
puzzle__opening__prompt__many__run =
    Cette main peut-elle poser pour la première fois ? Il lui faut { $minimum } points avec une suite parmi les combinaisons, et une carte gardée pour la défausse (R5.1, R5.2, R3.5). Si elle peut, donne les combinaisons qui valent le plus ; sinon, réponds non.
    { $cards }
# the hint: runs first or not (R5.2); the ace 1 below the two or not; the standard 51 or a house rule
puzzle__opening__hint__run__ace_low = Cherche d'abord une suite (R5.2), puis des groupes ; compte les valets, dames et rois 10, un as { $ace } ({ $low } avant le deux), un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1).
puzzle__opening__hint__run__ace_low__table = Cherche d'abord une suite (R5.2), puis des groupes ; compte les valets, dames et rois 10, un as { $ace } ({ $low } avant le deux), un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1, R9).
puzzle__opening__hint__run__ace__table = Cherche d'abord une suite (R5.2), puis des groupes ; compte les valets, dames et rois 10, un as { $ace }, un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace_low = Cherche des suites et des groupes ; compte les valets, dames et rois 10, un as { $ace } ({ $low } avant le deux), un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1).
puzzle__opening__hint__any__ace_low__table = Cherche des suites et des groupes ; compte les valets, dames et rois 10, un as { $ace } ({ $low } avant le deux), un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace__table = Cherche des suites et des groupes ; compte les valets, dames et rois 10, un as { $ace }, un joker comme la carte qu'il remplace, et atteins { $minimum } (R5.1, R9).
puzzle__opening__table_needs = Cette table demande { $minimum } (R9).
puzzle__opening__picture = La main
puzzle__opening__form__neither = Réponds par les combinaisons à poser, chacune écrite avec des cartes de la main, comme « 7S 8S 9S », ou « non » si cette main ne peut pas poser ; { $said } n'est ni l'un ni l'autre.
puzzle__opening__form__not_cards = Réponds par les combinaisons à poser, chacune écrite avec des cartes de la main, comme « 7S 8S 9S », ou « non » si cette main ne peut pas poser ; { $said } contient une combinaison qui ne désigne pas des cartes.
puzzle__opening__form__why = Réponds par les combinaisons à poser, chacune écrite avec des cartes de la main, comme « 7S 8S 9S », ou « non » si cette main ne peut pas poser. { $why }
puzzle__opening__right_cannot = Bonne réponse : elle ne peut pas. { $why }
puzzle__opening__missed = Cette main peut poser. { $why }
puzzle__opening__cannot = Cette main ne peut pas poser. { $why }
puzzle__opening__keeps_no_discard = Tu as compté toutes les cartes, { $total } points, mais la carte gardée pour la défausse ne peut pas être posée : chaque tour finit par une défausse, donc au moins une carte reste dans ta main (R3.5).
puzzle__opening__right = Bonne réponse : { $total } points, le plus que cette main peut poser (R5.1).
puzzle__opening__not_best = Tu peux poser avec ça, { $total } points, mais la main peut poser plus : { $why }
# take_discard: take the top discard, or draw from the stock (R3.3)
puzzle__take_discard__prompt =
    Prendre la carte du dessus de la défausse, ou piocher ?
    { $rows }
puzzle__take_discard__row__down = Tu as déjà posé.
puzzle__take_discard__row__not_down = Tu n'as pas encore posé dans cette manche.
puzzle__take_discard__row__hand = Ta main : { $cards }.
puzzle__take_discard__row__top = Le dessus de la défausse : { $card }.
puzzle__take_discard__row__melds = Tes combinaisons sur la table : { $melds }.
puzzle__take_discard__row__must_use = À cette table, la carte prise doit aller dans une nouvelle combinaison pendant ce tour (R9).
puzzle__take_discard__hint = Tu ne peux prendre la défausse que si tu poses une nouvelle combinaison pendant ce tour ; si tu n'as pas encore posé, cela veut dire poser pendant ce tour (R3.3, R5).
puzzle__take_discard__picture__hand = Ta main
puzzle__take_discard__picture__top = Le dessus de la défausse
puzzle__take_discard__form = Réponds « prendre » (la carte du dessus de la défausse) ou « piocher » (dans la pioche) ; { $said } n'est ni l'un ni l'autre.
puzzle__take_discard__missed = Tu as pioché, mais la carte de la défausse était la meilleure ici. { $why }
puzzle__take_discard__unused__cannot_go_down = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison pendant ce même tour (R9), et avec la carte { $card } dans une combinaison, tu ne peux pas poser pendant ce tour ({ $why }) ; poser sans elle ne rattrape rien, alors pioche plutôt (R3.3).
puzzle__take_discard__unused__no_meld = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison pendant ce même tour (R9), et la carte { $card } ne fait aucune nouvelle combinaison avec tes cartes ; poser des combinaisons sans elle ne rattrape rien, alors pioche plutôt (R3.3).
puzzle__take_discard__unused = À cette table, la carte prise dans la défausse doit aller dans une nouvelle combinaison pendant ce même tour (R9). { $why }
# the answers that say take, and those that say draw (one per line)
puzzle__take_discard__says__take =
    take
    prendre
    prends
    je prends
    prends-la
    prendre la défausse
    prendre la defausse
    défausse
    defausse
    la défausse
    la defausse
    yes
    oui
puzzle__take_discard__says__draw =
    draw
    piocher
    pioche
    je pioche
    la pioche
    piocher dans la pioche
    no
    non
# lay_off: which cards can be laid off (R6.1)
puzzle__lay_off__prompt =
    Lesquelles de tes cartes peux-tu rajouter aux combinaisons sur la table (R6.1) ?
    { $rows }
puzzle__lay_off__row__hand = Tu as posé. Ta main : { $cards }.
puzzle__lay_off__row__table = Sur la table :
puzzle__lay_off__row__yours = Ta combinaison { $cards }
puzzle__lay_off__row__theirs = La combinaison { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } { $cards }
puzzle__lay_off__picture__hand = Ta main
puzzle__lay_off__picture__yours = Ta combinaison
puzzle__lay_off__picture__theirs = La combinaison { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
puzzle__lay_off__hint = Une carte se rajoute à un bout d'une suite, dans sa couleur (jamais en faisant le tour du roi au deux), ou à un groupe de trois cartes, dans une couleur qui manque ; un joker, seulement sur une combinaison qui n'en a pas (R6.1, R4.3).
puzzle__lay_off__hint__two_jokers = Une carte se rajoute à un bout d'une suite, dans sa couleur (jamais en faisant le tour du roi au deux), ou à un groupe de trois cartes, dans une couleur qui manque ; un joker, sur une combinaison qui en a au plus un, et jamais plus de jokers que de vraies cartes (R6.1, R9).
# the melds a card goes on: "7♠ 8♠ 9♠ or Q♥ Q♦ Q♣"
puzzle__lay_off__melds__more = { $items } ou { $item }
puzzle__lay_off__goes = La carte { $card } va sur { $melds } (R6.1).
puzzle__lay_off__nowhere = La carte { $card } ne va nulle part. { $why }
puzzle__lay_off__right = Bonne réponse.
puzzle__lay_off__form = Réponds par les cartes de ta main que tu peux rajouter, comme « 7S 9H », ou « aucune » ; { $said } ne correspond pas.
puzzle__lay_off__form__not_held = Réponds par les cartes de ta main que tu peux rajouter, comme « 7S 9H », ou « aucune » ; la carte { $card } n'est pas dans ta main.
puzzle__lay_off__cannot = La carte { $card } ne peut pas être rajoutée. { $why }
puzzle__lay_off__missed = Tu as oublié la carte { $card } : elle va sur { $melds } (R6.1).
# the answers that say none (one per line)
puzzle__lay_off__says__none =
    none
    aucune
    aucun
    non
    no
    rien
    aucune carte
# score: what each player scores in a round (R8)
puzzle__score__prompt =
    Quel est le score de chaque joueur dans cette manche, dans l'ordre des places ?
    { $rows }
puzzle__score__row__out = { $name } a fini.
puzzle__score__row__hand = { $name } a fini avec un Hand (toutes ses cartes posées en un seul tour, R8.2).
puzzle__score__row__konkan = { $name } a fini avec un Konkan (une suite de dix et un groupe de quatre, ou une suite de onze et un groupe de trois, posés d'un coup, R8.5).
puzzle__score__row__declared = { $name } l'avait annoncé dans cette dernière manche, et gagne donc aussi toute la partie (R8.6) ; la manche est comptée quand même.
puzzle__score__row__not_declared = { $name } ne l'avait pas annoncé (R8.6).
puzzle__score__row__down = { $name } a posé et a en main { $cards }.
puzzle__score__row__never_down = { $name } n'a jamais posé et a en main { $cards }.
puzzle__score__row__partners = Les partenaires sont assis face à face : { $first } avec { $third }, { $second } avec { $fourth } (R8.4).
puzzle__score__row__going_out = À cette table, finir compte { $score } (R9).
puzzle__score__hint = Celui qui finit marque { $score } ({ $rule }) ; les autres comptent leurs cartes (R8.3), ou paient 100 s'ils n'ont jamais posé ; un Hand double leurs points (R8.2).
puzzle__score__hint__partners = Celui qui finit marque { $score } ({ $rule }) ; les autres comptent leurs cartes (R8.3), ou paient 100 s'ils n'ont jamais posé (en équipe, le partenaire de celui qui finit marque 0, R8.4) ; un Hand double leurs points (R8.2).
puzzle__score__hint__konkan = Celui qui finit marque { $score } ({ $rule }) ; les autres comptent leurs cartes (R8.3), ou paient 100 s'ils n'ont jamais posé ; un Hand double leurs points (R8.2) ; après un Konkan, chaque adversaire paie à la place un forfait de 200 (R8.5).
puzzle__score__hint__partners__konkan = Celui qui finit marque { $score } ({ $rule }) ; les autres comptent leurs cartes (R8.3), ou paient 100 s'ils n'ont jamais posé (en équipe, le partenaire de celui qui finit marque 0, R8.4) ; un Hand double leurs points (R8.2) ; après un Konkan, chaque adversaire paie à la place un forfait de 200 (R8.5).
puzzle__score__picture__down = { $name } (a posé)
puzzle__score__picture__never_down = { $name } (n'a jamais posé)
puzzle__score__form__not_that = Réponds par { $count } nombres entiers, un pour chaque joueur dans l'ordre des places ({ $names }), comme « { $example } » ; { $said } ne correspond pas.
puzzle__score__form__count = Réponds par { $count } nombres entiers, un pour chaque joueur dans l'ordre des places ({ $names }), comme « { $example } » ; tu en as donné { $given }.
puzzle__score__form__not_number = Réponds par { $count } nombres entiers, un pour chaque joueur dans l'ordre des places ({ $names }), comme « { $example } » ; { $said } pour { $name } n'est pas un nombre entier.
puzzle__score__right = Bonne réponse : { $scores }.
puzzle__score__seat_score = { $name } { $score }
puzzle__score__not = Pas { $number } pour { $name } : { $why }
# the slips in scoring the one who went out (R8.1, R8.2, R8.5)
puzzle__score__slip__out_sign__out = Tu as donné { $said } à { $name }, mais finir compte { $score } ici : un moins, qui enlève des points au total { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }, et un total bas, c'est bien ({ $rule }).
puzzle__score__slip__out_sign__hand = Tu as donné { $said } à { $name }, mais finir avec un Hand compte { $score } ici : un moins, qui enlève des points au total { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }, et un total bas, c'est bien ({ $rule }).
puzzle__score__slip__out_sign__konkan = Tu as donné { $said } à { $name }, mais finir avec un Konkan compte { $score } ici : un moins, qui enlève des points au total { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }, et un total bas, c'est bien ({ $rule }).
puzzle__score__slip__out_zero__out = Tu as donné 0 à { $name }, mais finir compte { $score } ici ({ $rule }).
puzzle__score__slip__out_zero__hand = Tu as donné 0 à { $name }, mais finir avec un Hand compte { $score } ici ({ $rule }).
puzzle__score__slip__out_zero__konkan = Tu as donné 0 à { $name }, mais finir avec un Konkan compte { $score } ici ({ $rule }).
puzzle__score__slip__hand_finisher_single = Tu as donné { $said } à { $name }, mais finir avec un Hand compte le double : { $score } (R8.2).
puzzle__score__slip__konkan_finisher_single = Tu as donné { $said } à { $name }, mais finir avec un Konkan compte comme un Hand, le double : { $score } (R8.5).
puzzle__score__slip__out_doubled = Tu as donné { $said } à { $name }, mais c'est le score d'une fin avec un Hand (R8.2) ; cette fin n'en était pas un, donc { $name } marque { $score } (R8.1).
puzzle__score__slip__finisher_doubled__hand = Tu as doublé le { $score } { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } en { $said }, mais le doublement s'applique aux points des autres joueurs : finir avec un Hand (R8.2) compte { $score }, pas plus.
puzzle__score__slip__finisher_doubled__konkan = Tu as doublé le { $score } { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } en { $said }, mais le doublement s'applique aux points des autres joueurs : finir avec un Konkan (R8.5) compte { $score }, pas plus.
# the slips in scoring the others (R8.2 to R8.5)
puzzle__score__slip__partner_charged = Tu as compté { $said } à { $name }, mais { $name } est le partenaire de celui qui a fini, et marque donc 0 (R8.4).
puzzle__score__slip__konkan_counted = { $name } : tu as compté les cartes comme après une fin ordinaire, { $said }, mais après un Konkan chaque adversaire paie un forfait de { $score }, quelles que soient ses cartes (R8.5).
puzzle__score__slip__konkan_as_hand = { $name } : tu as compté comme après un Hand, { $said }, mais après un Konkan chaque adversaire paie un forfait de { $score }, quelles que soient ses cartes (R8.5).
puzzle__score__slip__hand_not_doubled = { $name } : tu n'as pas doublé, mais avec un Hand les points de chaque autre joueur sont doublés (R8.2), donc { $said } devient { $score }.
puzzle__score__slip__doubled_without_hand = { $name } : tu as doublé, mais seul un Hand double les points des autres (R8.2), et cette fin n'était pas un Hand, donc { $name } marque { $score }.
puzzle__score__slip__never_down_counted = { $name } : tu as compté les cartes, mais { $name } n'a jamais posé dans cette manche, et paie donc { $penalty } à la place, quelles que soient ses cartes (R8.3).
puzzle__score__slip__never_down_counted__doubled = { $name } : tu as compté les cartes, mais { $name } n'a jamais posé dans cette manche, et paie donc { $penalty } à la place, quelles que soient ses cartes (R8.3), soit { $score } une fois doublé par le Hand (R8.2).

## review: The coach's review (konkan.play.review): what each class of decision is called, why a decision cost points, and the round in a sentence. Every loss is "about" a number: it is an average over the games the computer played on from that moment.

# the classes of decisions, from the best
review__class__best = Meilleur coup
review__class__good = Bon coup
review__class__slip = Petite erreur
review__class__mistake = Erreur
review__class__blunder = Grosse erreur
# the draw
review__take__go_down = La carte { $card } sur la défausse te permettait de poser { $melds }, soit { $total } points. La prendre valait environ { $loss } points de plus que piocher (R3.3, R5.1).
review__take__meld = La carte { $card } sur la défausse formait la combinaison { $meld } avec tes cartes. La prendre valait environ { $loss } points de plus que piocher (R3.3).
review__take__better = Prendre la carte { $card } dans la défausse valait environ { $loss } points de plus que piocher (R3.3).
review__draw__better = Piocher valait environ { $loss } points de plus que prendre la carte { $card } dans la défausse (R3.3).
review__declare__not = Ne pas annoncer Konkan valait environ { $loss } points de plus ici (R8.6).
review__declare__better = Annoncer Konkan valait environ { $loss } points de plus ici (R8.6).
# melds
review__meld__joker_early = Tu as posé { $melds } en utilisant ton joker. Le garder pour un Hand, toutes tes cartes posées en un seul tour, valait environ { $loss } points ici (R8.2).
review__go_down__early__joker = Tu as posé { $melds } en utilisant ton joker. Le garder et attendre valait environ { $loss } points de plus ici : { $count ->
        [one] une carte que tu n'avais pas encore vue, la carte { $card }, t'aurait permis
       *[other] { $count } cartes différentes que tu n'avais pas encore vues, comme la carte { $card }, t'auraient permis
    } de poser toutes tes cartes en un seul tour la fois suivante. C'est un Hand : il compte double pour toi et double les points des autres (R5.4, R8.2).
review__meld__early = Tu as posé { $melds } trop tôt. Attendre pour poser toutes tes cartes en un seul tour, un Hand, valait environ { $loss } points ici (R8.2).
review__meld__hold = Garder { $melds } dans ta main encore un peu valait environ { $loss } points ici (R3.4).
review__go_down__missed = Poser { $melds } valait environ { $loss } points de plus qu'attendre (R5.1).
review__go_down__missed__joker = Poser { $melds } valait environ { $loss } points de plus que garder ton joker pour un Hand (R5.1, R8.2).
review__meld__other = Poser plutôt { $melds } valait environ { $loss } points de plus ici (R3.4).
review__meld__missed = Poser { $melds } avant de défausser valait environ { $loss } points ici (R3.4).
review__lay_off__missed = Rajouter { $cards } à la combinaison { $meld } valait environ { $loss } points ici (R6.1).
review__swap__missed = Échanger { $cards } contre le joker de la combinaison { $meld } valait environ { $loss } points ici (R6.2).
# the discard
review__discard__feeds = En défaussant la carte { $card }, tu as aidé { $name }, qui avait déjà pris { $known } dans la défausse et peut faire une combinaison avec. Défausser la carte { $better } était plus sûr et valait environ { $loss } points (R3.3).
review__discard__lays_off = { $name } a déjà posé et peut rajouter la carte { $card } à une combinaison sur la table. Défausser la carte { $better } valait environ { $loss } points de plus (R6.1).
review__discard__better = Défausser la carte { $better } au lieu de la carte { $card } valait environ { $loss } points ici (R3.5).
review__better = Un autre coup valait environ { $loss } points de plus ici (R3).
# What was wrong with the card thrown, said before what was better (only what the hints establish).
review__discard__in_meld = La carte { $card } faisait partie de la combinaison { $meld } dans ta main, alors que la carte { $better } n'était dans aucune combinaison (R4.1, R4.2).
review__discard__breaks = La carte { $card } allait avec tes cartes { $cards } pour former une combinaison, alors que la carte { $better } n'allait avec aucune de tes cartes (R4.1, R4.2).
review__discard__own_lay_off = Tu avais déjà posé, donc la carte { $card } pouvait aller sur la combinaison { $meld } sur la table au lieu d'aller sur la défausse (R6.1).
review__discard__kept_high = Tu as défaussé la carte { $card }, qui compte { $value } points, et gardé la carte { $better }, qui ne va avec aucune de tes cartes et compte { $kept } points contre toi si quelqu'un finit (R8.3).
# The same sentences about another seat, by its name (a computer's review asked for at the table);
# {next} is the player after it.
review__take__go_down__other = La carte { $card } sur la défausse permettait à { $name } de poser { $melds }, soit { $total } points. La prendre valait environ { $loss } points de plus que piocher (R3.3, R5.1).
review__take__meld__other = La carte { $card } sur la défausse formait la combinaison { $meld } avec les cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }. La prendre valait environ { $loss } points de plus que piocher (R3.3).
review__take__better__other = { $name } a pioché. Prendre la carte { $card } dans la défausse valait environ { $loss } points de plus (R3.3).
review__draw__better__other = { $name } a pris la carte { $card } dans la défausse. Piocher valait environ { $loss } points de plus (R3.3).
review__declare__not__other = { $name } a annoncé Konkan. Ne pas l'annoncer valait environ { $loss } points de plus ici (R8.6).
review__declare__better__other = Pour { $name }, annoncer Konkan valait environ { $loss } points de plus ici (R8.6).
review__meld__joker_early__other = { $name } a posé { $melds } en utilisant le joker. Le garder pour un Hand, toutes les cartes posées en un seul tour, valait environ { $loss } points ici (R8.2).
review__go_down__early__joker__other = { $name } a posé { $melds } en utilisant le joker. Le garder et attendre valait environ { $loss } points de plus ici : { $count ->
        [one] une carte { $name ->
                [Est] qu'Est
                [Ouest] qu'Ouest
               *[other] que { $name }
            } n'avait pas encore vue, la carte { $card }, aurait permis
       *[other] { $count } cartes différentes { $name ->
                [Est] qu'Est
                [Ouest] qu'Ouest
               *[other] que { $name }
            } n'avait pas encore vues, comme la carte { $card }, auraient permis
    } à { $name } de poser toutes ses cartes en un seul tour la fois suivante. C'est un Hand : il compte double pour { $name } et double les points des autres (R5.4, R8.2).
review__meld__early__other = { $name } a posé { $melds } trop tôt. Attendre pour poser toutes ses cartes en un seul tour, un Hand, valait environ { $loss } points ici (R8.2).
review__meld__hold__other = Pour { $name }, garder { $melds } en main encore un peu valait environ { $loss } points ici (R3.4).
review__go_down__missed__other = Pour { $name }, poser { $melds } valait environ { $loss } points de plus qu'attendre (R5.1).
review__go_down__missed__joker__other = Pour { $name }, poser { $melds } valait environ { $loss } points de plus que garder le joker pour un Hand (R5.1, R8.2).
review__meld__other__other = Pour { $name }, poser plutôt { $melds } valait environ { $loss } points de plus ici (R3.4).
review__meld__missed__other = Pour { $name }, poser { $melds } avant de défausser valait environ { $loss } points ici (R3.4).
review__lay_off__missed__other = Pour { $name }, rajouter { $cards } à la combinaison { $meld } valait environ { $loss } points ici (R6.1).
review__swap__missed__other = Pour { $name }, échanger { $cards } contre le joker de la combinaison { $meld } valait environ { $loss } points ici (R6.2).
review__discard__feeds__other = { $name } a défaussé la carte { $card } et a aidé { $next }, qui avait déjà pris { $known } dans la défausse et peut faire une combinaison avec. Défausser la carte { $better } était plus sûr et valait environ { $loss } points (R3.3).
review__discard__lays_off__other = { $name } a défaussé la carte { $card }, et { $next } a déjà posé et peut la rajouter à une combinaison sur la table. Défausser la carte { $better } valait environ { $loss } points de plus (R6.1).
review__discard__better__other = Pour { $name }, défausser la carte { $better } au lieu de la carte { $card } valait environ { $loss } points ici (R3.5).
review__better__other = Pour { $name }, un autre coup valait environ { $loss } points de plus ici (R3).
review__discard__in_meld__other = { $name } a défaussé la carte { $card }, qui faisait partie de la combinaison { $meld } dans la main { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } ; la carte { $better } n'était dans aucune combinaison (R4.1, R4.2).
review__discard__breaks__other = { $name } a défaussé la carte { $card }, qui allait avec les cartes { $cards } { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } pour former une combinaison ; la carte { $better } n'allait avec aucune des cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } (R4.1, R4.2).
review__discard__own_lay_off__other = { $name } avait déjà posé, donc la carte { $card } pouvait aller sur la combinaison { $meld } sur la table au lieu d'aller sur la défausse (R6.1).
review__discard__kept_high__other = { $name } a défaussé la carte { $card }, qui compte { $value } points, et gardé la carte { $better }, qui ne va avec aucune des cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } et compte { $kept } points contre { $name } si quelqu'un finit (R8.3).
# the round
review__verdict__cards = Tu as perdu cette manche à cause des cartes, pas de ton jeu. Les cartes que tu as piochées valaient environ { $luck ->
        [one] { $luck } point
       *[other] { $luck } points
    } de moins que des cartes piochées au hasard, en moyenne, et tes choix ont coûté environ { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    } (R8.3).
review__verdict__play__one = Un de tes choix a coûté des points dans cette manche : environ { $lost }.
review__verdict__play = { $count } de tes choix ont coûté des points dans cette manche : environ { $lost } en tout.
review__verdict__clean = Le bilan n'a trouvé aucun choix de ta part qui ait clairement coûté des points dans cette manche.
# The same, about another seat (a computer's review asked for at the table).
review__verdict__cards__other = { $name } a perdu cette manche à cause des cartes, pas de son jeu. Les cartes piochées par { $name } valaient environ { $luck ->
        [one] { $luck } point
       *[other] { $luck } points
    } de moins que des cartes piochées au hasard, en moyenne, et ses choix ont coûté environ { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    } (R8.3).
review__verdict__play__one__other = Un des choix { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } a coûté des points dans cette manche : environ { $lost }.
review__verdict__play__other = { $count } des choix { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } ont coûté des points dans cette manche : environ { $lost } en tout.
review__verdict__clean__other = Le bilan n'a trouvé aucun choix { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } qui ait clairement coûté des points dans cette manche.
# learn from your mistakes (konkan.teaching.mistakes)
retry__question = Que ferais-tu ici ? Tu es { $name }, et c'est à toi de jouer.
retry__right__best = Oui ! C'est le meilleur coup ici.
retry__right__close = Oui ! C'est aussi un bon coup ici : presque aussi bon que le meilleur.
retry__again = Pas celui-là : il coûte environ { $loss } points ici. Regarde encore et essaie un autre coup.
retry__answer__draw = Le meilleur coup ici était de piocher.
retry__answer__take = Le meilleur coup ici était de prendre la carte { $card } dans la défausse.
retry__answer__take_top = Le meilleur coup ici était de prendre la carte du dessus de la défausse.
retry__answer__discard = Le meilleur coup ici était de défausser la carte { $card }.
retry__answer__meld = Le meilleur coup ici était de poser { $melds }.
retry__answer__lay_off = Le meilleur coup ici était de rajouter { $cards } à la combinaison { $meld } sur la table.
retry__answer__swap = Le meilleur coup ici était d'échanger { $cards } contre le joker de la combinaison { $meld }.
retry__answer__konkan = Le meilleur coup ici était d'annoncer Konkan.
retry__answer__other = Un autre coup était meilleur ici.
learner__mistakes__unreadable__moved = Ton fichier d'erreurs n'a pas pu être lu : il a été mis de côté sous le nom { $name }, et tes moments gardés repartent de zéro.
learner__mistakes__unreadable__left = Ton fichier d'erreurs n'a pas pu être lu : il a été laissé tel quel, et tes moments gardés repartent de zéro.
learner__mistakes__not_read = Ton fichier d'erreurs { $path } n'a pas pu être lu ({ $error }) ; tes moments gardés ne sont conservés que pour le moment.
learner__mistakes__not_moved = Ton fichier d'erreurs { $path } n'a pas pu être mis de côté ({ $error }).
learner__mistakes__not_saved = Tes moments gardés n'ont pas pu être enregistrés dans { $path } ({ $error }) ; ils ne sont conservés que pour le moment.
# errors
error__retry__decision = un nouvel essai demande une décision passée au bilan, et non { $value }
error__retry__move = un coup à essayer doit être une Action, et non { $value }
error__retry__review = garder les erreurs demande le bilan d'une manche, et non { $value }
error__retry__unknown = aucun moment gardé ne s'appelle { $value }
error__review__round = un bilan demande une Round, et non { $value }
error__review__move = un coup à évaluer doit être une Action, et non { $value }
error__review__replay = les coups de la manche ne se rejouent pas à partir de sa donne (coup { $index }, { $action }) : donne le début de la manche avec start=..., comme pour une manche préparée
error__review__format = ce n'est pas un bilan enregistré : { $value }
error__review__damaged = ce bilan enregistré est abîmé : { $error }

## rulebook: The rule book's words (konkan/rulebook.py): each rule's title and text, R1 to R9, the house rules' options (what each decides, its default and its alternative), the lines that describe a table's rules, and the page's title and introduction. These texts are the one rule text the project cites: docs/rules.md is generated from them, and every verdict, test and lesson cites their numbers. A change of fact here changes the game, so the engine, its tests and the lessons must change with it.

# the page
rule__book__title = Konkan : le livre des règles
rule__book__intro = Voici le jeu que joue le moteur de konkan, expliqué pour quelqu'un qui apprend. Les règles sont rangées en neuf sections, de R1 à R9, et un numéro avec un point désigne un point précis d'une section : R4.1 est le premier point de R4, qui parle des suites. Chaque verdict du moteur cite un numéro de cette page : quand il accepte ou refuse un coup, ou quand un indice en explique un, le numéro entre parenthèses dit quelle règle a décidé, pour que tu puisses la retrouver ici. R1 à R8 forment le jeu standard ; R9 liste les règles maison qu'une table peut choisir à la place.
# a rule chip beside a sentence citing the rule: its number, title and first sentence
rule__chip = { $number } { $title } : { $text }.
# R1 Players, cards and seats
rule__R1__title = Joueurs, cartes et places
rule__R1__text = Qui joue, avec quelles cartes, et dans quel ordre.
rule__R1__1__title = Les joueurs
rule__R1__1__text = On peut jouer de deux à cinq, chacun pour soi. À quatre, on peut aussi jouer en équipe, deux contre deux, les partenaires assis face à face : le premier et le troisième joueur dans l'ordre du jeu forment une équipe, le deuxième et le quatrième l'autre (Sud et Nord contre Est et Ouest).
rule__R1__2__title = Les cartes
rule__R1__2__text = Le jeu utilise deux paquets complets de 52 cartes plus deux jokers, soit 106 cartes en tout. Avec deux paquets, chaque carte a une jumelle identique, les jokers aussi (il y a par exemple deux sept de pique), mais les deux jumelles restent deux cartes distinctes : le moteur suit chacune d'elles et ne perd ni n'ajoute jamais aucune carte.
rule__R1__3__title = Les places et l'ordre du jeu
rule__R1__3__text = On joue dans le sens inverse des aiguilles d'une montre : quand tu as joué, c'est au tour du joueur assis à ta droite, et après le dernier joueur, on revient au premier. Les places sont comptées dans cet ordre.
# R2 The deal
rule__R2__title = La donne
rule__R2__text = Comment on distribue les cartes, et qui distribue à chaque manche.
rule__R2__1__title = Distribuer
rule__R2__1__text = Le joueur qui commence est celui qui est assis à droite du donneur, c'est-à-dire la place suivante dans l'ordre du jeu. Chaque joueur reçoit 14 cartes, sauf le joueur qui commence, qui en reçoit 15. Les cartes qui restent forment la pioche, posée face cachée, et la défausse est vide au départ.
rule__R2__2__title = Qui distribue
rule__R2__2__text = À la première manche, c'est le dernier joueur dans l'ordre du jeu qui distribue, donc le premier joueur commence. À chaque manche suivante, le donneur est le joueur qui a commencé la manche précédente : la donne passe donc à chaque fois d'une place vers la droite.
rule__R2__3__title = Redistribuer une manche annulée
rule__R2__3__text = Quand une manche est annulée (R7.3), le même donneur mélange à nouveau les cartes et redistribue. La nouvelle donne garde le même numéro de manche, et la donne annulée ne donne de points à personne.
# R3 A turn
rule__R3__title = Un tour
rule__R3__text = Ce que fait un joueur pendant son tour, dans l'ordre : peut-être une annonce, puis une pioche, puis des combinaisons et d'autres coups, et enfin une défausse.
rule__R3__1__title = L'annonce du Konkan vient en premier
rule__R3__1__text = À la dernière manche, et seulement à ce moment-là, un joueur peut commencer son tour en annonçant Konkan. L'annonce doit venir avant toute autre action de ce tour (voir R8.6).
rule__R3__2__title = Le premier tour du joueur qui commence
rule__R3__2__text = À son premier tour, le joueur qui commence ne pioche pas de carte : il passe directement à la pose de combinaisons et aux autres coups de R3.4.
rule__R3__3__title = La pioche
rule__R3__3__text = Tous les autres tours commencent par exactement une prise de carte, de l'une de deux façons. Le joueur pioche la carte du dessus de la pioche, ou bien prend la carte du dessus de la défausse. Prendre la défausse n'est permis que si le joueur pose ensuite au moins une nouvelle combinaison avant la fin de son tour ; cette combinaison peut contenir la carte prise, ou non. Un joueur qui n'a pas encore posé doit donc poser pendant ce même tour (R5). Tant qu'il n'a rien fait d'autre, le moteur laisse le joueur changer d'avis : la carte retourne sur la défausse et il pioche à la place.
rule__R3__4__title = Poser des combinaisons et autres coups
rule__R3__4__text = Après la pioche, le joueur peut, dans l'ordre qu'il veut et autant de fois qu'il le souhaite, poser de nouvelles combinaisons (R4, R5) et, une fois qu'il a posé, rajouter des cartes (R6.1) et échanger des jokers (R6.2).
rule__R3__5__title = La défausse
rule__R3__5__text = Chaque tour se termine par une défausse, sans exception. C'est pourquoi un joueur ne peut jamais vider sa main avant de défausser : chaque combinaison, chaque rajout et chaque échange de joker doit laisser au moins une carte en main. La carte prise dans la défausse peut elle-même être la carte jetée, à condition que la nouvelle combinaison qu'elle exige soit déjà posée.
rule__R3__6__title = Reprendre des coups
rule__R3__6__text = Avant de défausser, un joueur peut reprendre ses propres coups du tour en cours, le plus récent en premier. Piocher dans la pioche est le seul coup qu'on ne peut pas reprendre, parce que le joueur a déjà vu la carte. Un joueur qui a pris la défausse et ne trouve ensuite aucune nouvelle combinaison à poser n'est donc jamais coincé : il reprend ce qu'il a fait, remet la carte sur la défausse et pioche à la place.
# R4 Melds
rule__R4__title = Les combinaisons
rule__R4__text = Les deux sortes de combinaisons, les suites et les groupes, et comment un joker y trouve sa place.
rule__R4__1__title = Les suites
rule__R4__1__text = Une suite est formée d'au moins trois cartes d'une même couleur dont les valeurs se suivent sans trou. L'as peut être la carte la plus basse, sous le deux (A-2-3), ou la plus haute, au-dessus du roi (Q-K-A), mais jamais les deux dans la même suite, et jamais entre deux autres cartes : K-A-2 n'est pas une suite. La plus longue suite possible a donc 13 cartes.
rule__R4__2__title = Les groupes
rule__R4__2__text = Un groupe est formé de trois ou quatre cartes d'une même valeur, chacune d'une couleur différente. Deux jumelles identiques, comme les deux sept de pique, ne peuvent jamais être dans le même groupe.
rule__R4__3__title = Un joker par combinaison
rule__R4__3__text = Une combinaison peut contenir au plus un joker : chaque combinaison a donc au moins deux cartes ordinaires (naturelles). Certaines tables permettent deux jokers dans une combinaison, mais jamais plus de jokers que de cartes naturelles (R9).
rule__R4__4__title = Ce que remplace un joker
rule__R4__4__text = Un joker prend la place d'une carte précise, fixée au moment où il est posé. Dans une suite, c'est la carte qui manque à sa position ; s'il est à un bout et que les deux bouts conviendraient (5-6-joker peut se lire 4-5-6 ou 5-6-7), le joueur choisit, et l'indice montre les deux lectures. Dans un groupe de quatre, c'est la couleur qui manque. Dans un groupe de trois, c'est une carte de cette valeur dans l'une des deux couleurs absentes, et le choix reste ouvert jusqu'à ce qu'une quatrième carte rejoigne le groupe : le joker devient alors la seule couleur encore absente. Chaque fois que le joueur laisse un tel choix ouvert, le moteur prend la lecture qui vaut le plus de points et, entre deux lectures qui valent autant, la carte la plus haute. L'as d'une suite de treize cartes, de l'as au roi, se décide de la même façon : il pourrait compter en bas (A-2-...-K) ou en haut (2-...-K-A), et le moteur le compte en haut, sauf si le joueur dit le contraire.
rule__R4__5__title = À qui appartient une combinaison
rule__R4__5__text = Chaque combinaison appartient au joueur qui l'a posée sur la table. Cela ne compte qu'à un seul endroit : pour savoir si une fin de manche est un Hand (R8.2).
# R5 Going down the first time
rule__R5__title = Poser la première fois
rule__R5__text = Les conditions en plus pendant le tour où un joueur pose des combinaisons sur la table pour la première fois.
rule__R5__1__title = Le minimum pour poser
rule__R5__1__text = Pendant le tour où un joueur pose pour la première fois, les combinaisons qu'il pose doivent valoir ensemble 51 points ou plus. Les cartes de 2 à 10 comptent leur valeur ; le valet, la dame et le roi comptent 10 chacun ; un as compte 11, ou 1 quand il est le bas d'une suite (A-2-3) ; un joker compte comme la carte qu'il remplace. Le total peut venir de plusieurs combinaisons.
rule__R5__2__title = Une première pose demande une suite
rule__R5__2__text = Au moins une des combinaisons de cette première pose doit être une suite.
rule__R5__3__title = Les rajouts et les échanges ne comptent pas
rule__R5__3__text = Rajouter des cartes et échanger des jokers n'apportent rien aux 51 points. Les deux deviennent possibles dès que les combinaisons de la première pose sont sur la table, déjà pendant ce même tour.
rule__R5__4__title = Finir d'un seul coup
rule__R5__4__text = Un joueur qui n'a pas encore posé et qui pose d'un seul coup, uniquement dans ses propres combinaisons, toutes ses cartes sauf celle qu'il va défausser, n'a pas besoin d'atteindre le minimum. Il lui faut quand même une suite parmi ces combinaisons (R5.2). Une première pose se fait en un seul coup : un joueur qui a besoin de rajouter des cartes sur les combinaisons des autres pour finir doit donc d'abord faire une première pose complète qui atteint le minimum.
rule__R5__5__title = Rester posé
rule__R5__5__text = Une fois qu'un joueur a posé, il compte comme ayant posé jusqu'à la fin de la manche.
# R6 Once down
rule__R6__title = Après avoir posé
rule__R6__text = Ce qu'un joueur qui a posé peut faire avec les combinaisons sur la table.
rule__R6__1__title = Rajouter
rule__R6__1__text = Un joueur qui a posé peut rajouter une ou plusieurs cartes de sa main sur n'importe quelle combinaison de la table, quel que soit son propriétaire, tant que la combinaison reste valable après. On peut rajouter un joker sur une combinaison qui n'en a pas encore.
rule__R6__2__title = Échanger un joker
rule__R6__2__text = Un joueur qui a posé peut mettre dans une combinaison la carte que son joker remplace, et prendre le joker dans sa main. Pour un groupe de trois, une carte de l'une ou l'autre des deux couleurs absentes convient (R4.4). La combinaison reste valable.
rule__R6__3__title = Garder un joker libéré
rule__R6__3__text = Un joker libéré de cette façon peut rester dans la main du joueur.
# R7 Going out and the end of a round
rule__R7__title = Finir et fin de la manche
rule__R7__text = Comment une manche se termine : quelqu'un finit, ou la pioche est épuisée.
rule__R7__1__title = Finir
rule__R7__1__text = Défausser la dernière carte de sa main, c'est finir, et la manche est terminée à ce moment-là.
rule__R7__2__title = Pour finir, il faut défausser
rule__R7__2__text = Comme aucun tour ne peut se terminer sans défausse, un joueur qui pose toutes ses cartes sauf une, puis défausse cette dernière carte, a fini.
rule__R7__3__title = Une pioche épuisée
rule__R7__3__text = Si un tour se termine alors que la pioche est vide et que personne n'a fini, la manche est annulée et on redistribue (R2.3). Une règle maison (R9) change cela : toute la défausse, sauf sa carte du dessus, est mélangée pour faire une nouvelle pioche, et la manche n'est annulée que si la défausse ne contient que sa carte du dessus.
# R8 Scoring
rule__R8__title = Le score
rule__R8__text = Comment on compte les points de chaque manche, ce qu'est le Konkan, et qui gagne la partie.
rule__R8__1__title = Le joueur qui finit
rule__R8__1__text = Celui qui finit marque moins 30.
rule__R8__2__title = Un Hand
rule__R8__2__text = Finir est un Hand quand le joueur a posé toutes ses cartes pendant ce seul tour, n'avait pas posé avant ce tour, et n'a touché à aucune combinaison sauf les nouvelles qu'il a posées lui-même (aucun rajout ni échange de joker sur la combinaison de quelqu'un d'autre). Il marque alors moins 60 à la place, et les points de tous les autres joueurs sont doublés.
rule__R8__3__title = Les cartes qui restent en main
rule__R8__3__text = Chacun des autres joueurs additionne les cartes qui restent dans sa main : un joker vaut 15, un as 11, le valet, la dame et le roi 10 chacun, et toutes les autres cartes leur valeur. Un joueur qui n'a pas posé du tout pendant la manche marque 100 à la place.
rule__R8__4__title = Le jeu en équipe
rule__R8__4__text = Dans une partie en équipe, le partenaire du joueur qui a fini ne marque rien pour la manche. Le score d'une équipe pour la manche est la somme des scores de ses deux joueurs.
rule__R8__5__title = Le Konkan
rule__R8__5__text = Un Konkan, ce sont quatorze cartes qui forment une suite de dix et un groupe de quatre, ou une suite de onze et un groupe de trois. Un joueur qui n'a pas encore posé le pose entièrement d'un seul coup, puis défausse sa dernière carte. Posé sans annonce, à n'importe quelle manche, il termine la manche comme un Hand (moins 60 pour ce joueur), et chaque adversaire marque un forfait de 200, qu'il ait posé ou non et quelles que soient les cartes qui lui restent (un partenaire du joueur qui a fini marque 0). Ce Konkan non annoncé ne fait pas gagner la partie.
rule__R8__6__title = Annoncer Konkan
rule__R8__6__text = À la dernière manche seulement, un joueur qui n'a pas encore posé peut annoncer Konkan au début de son tour, avant de piocher ; le joueur qui commence le peut aussi, à son premier tour, qui n'a pas de pioche. À partir de là, ce joueur ne peut poser qu'avec le Konkan complet, en un seul tour. Réussir un Konkan annoncé fait gagner toute la partie sur-le-champ, quels que soient les totaux (en équipe, c'est l'équipe du joueur qui a annoncé qui gagne). Un joueur qui a annoncé et ne réussit jamais son Konkan est compté comme n'importe quel autre joueur qui n'a pas posé (R8.3).
rule__R8__7__title = Gagner la partie
rule__R8__7__text = Quand cinq manches qui comptent ont été jouées, le total le plus bas gagne ; en équipe, l'équipe qui a le total le plus bas gagne. Les joueurs à égalité sur le total le plus bas se partagent la victoire. (Le nombre de manches jouées est une règle maison, R9.)
# R9 House rules
rule__R9__title = Les règles maison
# {options}: the options' names in the engine, between commas
rule__R9__text = Tout ce qui est dans R1 à R8 forme le jeu standard, avec ses valeurs par défaut. Une table peut en changer une partie avec des règles maison, choisies librement et combinées de n'importe quelle façon. Chacune a un nom dans le moteur : { $options }. Chacune garde sa valeur par défaut, sauf si la table en décide autrement.
# after the table of options: how they meet, and the named tables (presets)
rule__R9__after = Chaque règle maison se combine avec toutes les autres. Dans une partie jouée par élimination, si tous les joueurs encore en jeu dépassent la limite pendant la même manche, le total le plus bas parmi eux gagne, et les totaux égaux les plus bas se partagent la victoire (R8.7). Certaines tables auxquelles on joue vraiment ont un nom dans le moteur, un preset : "standard" est le jeu de R1 à R8 sans aucune règle maison, et "jawaker" est le Concan de Jawaker, le jeu en ligne : une première pose de 51, la carte prise dans la défausse doit entrer dans une nouvelle combinaison, et un joueur qui a annoncé Konkan peut prendre la défausse sans poser.
# the table of options: its heads, then for each option what it decides, its default and its alternative
rule__option__head__option = option
rule__option__head__decides = ce qu'elle décide
rule__option__head__default = par défaut
rule__option__head__alternative = autre choix
rule__option__opening_minimum__decides = les points qu'une première pose doit atteindre
rule__option__opening_minimum__default = 51 (R5.1)
rule__option__opening_minimum__alternative = 71, comme dans le « Konkan 71 » et au Hand rummy ; on peut choisir n'importe quel nombre entier à partir de 1 (on joue aussi à 81)
rule__option__opening_needs_run__decides = si une première pose doit contenir une suite
rule__option__opening_needs_run__default = oui : une première pose doit contenir une suite (R5.2)
rule__option__opening_needs_run__alternative = non : des groupes seuls suffisent
rule__option__rounds__decides = combien de manches dure une partie
rule__option__rounds__default = 5 (R8.7)
rule__option__rounds__alternative = n'importe quel nombre de manches à partir de 1 ; certaines tables jordaniennes en jouent 7
rule__option__taken_discard_must_be_used__decides = si une carte prise dans la défausse doit entrer dans une nouvelle combinaison
rule__option__taken_discard_must_be_used__default = non : la nouvelle combinaison n'a pas besoin de contenir la carte prise (R3.3)
rule__option__taken_discard_must_be_used__alternative = oui : la carte prise dans la défausse doit faire partie de l'une des nouvelles combinaisons posées pendant ce tour, comme le disent la plupart des règles de rami imprimées ; un joueur qui a sa jumelle peut utiliser l'un ou l'autre exemplaire, puisqu'à la table les deux sont la même carte
rule__option__set_joker_swap_needs_both__decides = si libérer le joker d'un groupe de trois cartes demande les deux cartes qui manquent
rule__option__set_joker_swap_needs_both__default = non : une carte de l'une ou l'autre couleur manquante libère le joker d'un groupe de trois cartes (R6.2)
rule__option__set_joker_swap_needs_both__alternative = oui : les deux cartes qui manquent doivent entrer dans le groupe pour libérer son joker, comme au Kalooki et dans certaines salles de Hand en ligne
rule__option__freed_joker_must_be_used__decides = si un joker libéré doit être posé dans une combinaison ou rajouté avant la défausse
rule__option__freed_joker_must_be_used__default = non : un joker libéré peut rester en main (R6.3)
rule__option__freed_joker_must_be_used__alternative = oui : un joker libéré doit être posé dans une combinaison ou rajouté avant la défausse, comme au rami tunisien et au rami français ; s'il ne va alors nulle part, le moteur refuse la défausse et dit pourquoi, et le joueur reprend l'échange (R3.6)
rule__option__empty_stock__decides = ce qui se passe quand la pioche est épuisée
rule__option__empty_stock__default = void : la manche est annulée et on redistribue (R7.3)
rule__option__empty_stock__alternative = reshuffle : toute la défausse, sauf sa carte du dessus, est mélangée pour faire une nouvelle pioche ; si la défausse ne contient que sa carte du dessus, la manche est quand même annulée
rule__option__joker_penalty__decides = ce que coûte un joker resté en main
rule__option__joker_penalty__default = 15 (R8.3)
rule__option__joker_penalty__alternative = 25 ou 50
rule__option__konkan_declarer_may_take_discards__decides = si un joueur qui a annoncé Konkan peut prendre la défausse sans poser
rule__option__konkan_declarer_may_take_discards__default = non : un joueur qui a annoncé et prend la défausse doit poser pendant ce tour (R3.3), ce qui veut dire pour lui le Konkan complet (R8.6)
rule__option__konkan_declarer_may_take_discards__alternative = oui : un joueur qui a annoncé peut prendre la défausse sans poser, comme dans le Concan de Jawaker
rule__option__going_out_score__decides = ce que marque le joueur qui finit
rule__option__going_out_score__default = -30 pour avoir fini (R8.1), donc -60 pour un Hand (R8.2)
rule__option__going_out_score__alternative = n'importe quel score de -100 à 0 (on joue à 0 comme à -25) ; un Hand marque toujours le double
rule__option__game_end__decides = comment la partie se termine
rule__option__game_end__default = rounds : la partie se termine après ses manches, et le total le plus bas gagne (R8.7)
rule__option__game_end__alternative = target : la partie se termine après la manche où un total atteint un score cible, et le total le plus bas gagne ; elimination : un joueur dont le total dépasse une limite quitte la partie, et le dernier qui reste gagne (pour les joueurs qui jouent chacun pour soi). Aucune des deux n'a de dernière manche, donc on ne peut pas annoncer de Konkan (R8.6)
rule__option__game_end_score__decides = le score cible ou la limite qui termine la partie
rule__option__game_end_score__default = l'habituel : 300 comme score cible, 301 comme limite
rule__option__game_end_score__alternative = n'importe quel autre nombre entier
rule__option__opening_rise__decides = si le minimum pour poser monte avec les premières poses faites pendant la manche
rule__option__opening_rise__default = none : chaque première pose n'a besoin que du minimum (R5.1)
rule__option__opening_rise__alternative = match : une première pose doit atteindre la plus haute première pose faite jusque-là dans la manche, si elle est au-dessus du minimum ; beat : elle doit dépasser cette première pose d'au moins un point (plusieurs tables jordaniennes et en ligne)
rule__option__ace_value__decides = ce que vaut un as
rule__option__ace_value__default = standard : un as compte 11, et 1 au bas d'une suite (A-2-3) (R5.1, R8.3)
rule__option__ace_value__alternative = always_11 : 11 aussi dans A-2-3 ; ten : 10 partout, dans les combinaisons et en main (les deux sont courants dans les copies en ligne)
rule__option__jokers_per_meld__decides = combien de jokers une combinaison peut contenir
rule__option__jokers_per_meld__default = 1 : une combinaison contient au plus un joker (R4.3)
rule__option__jokers_per_meld__alternative = 2 : une combinaison peut contenir les deux jokers, mais jamais plus de jokers que de cartes naturelles : JK JK 5♥ 6♥ est donc une suite, et JK JK 6♥ n'en est pas une (beaucoup de tables à la maison)
rule__option__starter_may_go_down_first_turn__decides = si le joueur qui commence peut poser des combinaisons à son premier tour
rule__option__starter_may_go_down_first_turn__default = oui : le joueur qui commence peut poser des combinaisons à son premier tour (R3.2)
rule__option__starter_may_go_down_first_turn__alternative = non : le premier tour du joueur qui commence est seulement une défausse
# a table's rules in words (describe_rules): who plays, then one line per house rule
rule__describe__partnership = { $players } joueurs en deux équipes, les partenaires face à face.
rule__describe__alone = { $players } joueurs, chacun pour soi.
rule__describe__standard = Le jeu standard, sans règles maison.
rule__describe__opening_minimum = Pour poser la première fois, il faut { $points } points, et non 51 (R5.1, R9).
rule__describe__no_run = Pour poser la première fois, il n'y a pas besoin de suite (R5.2, R9).
rule__describe__rounds = La partie dure { $rounds } manches, et non 5 (R8.7, R9).
rule__describe__taken_discard = Une carte prise dans la défausse doit entrer dans une nouvelle combinaison pendant ce tour (R3.3, R9).
rule__describe__swap_needs_both = Le joker d'un groupe de trois cartes n'est libéré que par les deux cartes qui manquent, mises ensemble (R6.2, R9).
rule__describe__freed_joker = Un joker libéré doit être posé dans une combinaison ou rajouté avant la défausse (R6.3, R9).
rule__describe__reshuffle = Quand la pioche est épuisée, la défausse, sauf sa carte du dessus, devient une nouvelle pioche (R7.3, R9).
rule__describe__joker_penalty = Un joker resté en main coûte { $points }, et non 15 (R8.3, R9).
rule__describe__declarer_takes = Un joueur qui a annoncé Konkan peut prendre la défausse sans poser (R8.6, R9).
rule__describe__going_out = Finir marque { $score }, et non -30, et un Hand { $hand } (R8.1, R8.2, R9).
rule__describe__target = La partie se termine après la manche où un total atteint { $score } ; le total le plus bas gagne, et on ne peut pas annoncer de Konkan (R8.7, R9).
rule__describe__elimination = Un joueur dont le total dépasse { $score } quitte la partie ; le dernier qui reste gagne, et on ne peut pas annoncer de Konkan (R8.7, R9).
rule__describe__starter_discards = Le premier tour du joueur qui commence est seulement une défausse (R3.2, R9).
rule__describe__ace_always_11 = Un as compte 11 même au bas d'une suite, A-2-3 (R5.1, R9).
rule__describe__ace_ten = Chaque as compte 10, dans les combinaisons et en main (R5.1, R8.3, R9).
rule__describe__two_jokers = Une combinaison peut contenir deux jokers, mais jamais plus de jokers que de cartes naturelles (R4.3, R9).
rule__describe__rise_match = Une première pose doit atteindre la plus haute première pose faite jusque-là dans la manche (R5.1, R9).
rule__describe__rise_beat = Une première pose doit dépasser d'au moins un point la plus haute première pose faite jusque-là dans la manche (R5.1, R9).
# bad input
error__rule__unknown = il n'y a pas de règle { $number } dans le livre des règles : les numéros de règles vont de R1 à R9 (comme R4 ou R4.1)

## service: The class service's words (``service.*``): what it refuses and why, each refusal keyed by its reason code (``service.refusal.<code>``), the results' columns for a gradebook, and what is wrong with a database address (konkan/classroom/service/).

# who asks (the hub says it)
service__refusal__bad_caller = Le service de classe n'a pas pu savoir qui vous êtes. Rouvrez la page depuis le hub.
service__refusal__teachers_only = Seul un professeur peut faire cela. L'administrateur du hub inscrit les professeurs dans le groupe des professeurs du hub.
service__refusal__not_the_teacher = Seul le professeur de la classe { $code } peut faire cela.
# classes
# {code} is the code quoted as it was typed, whole (with its test's digits, if any)
service__refusal__no_such_class = Aucune classe de ce hub n'a le code { $code }. Vérifie le code avec ton professeur.
service__refusal__no_such_class__teacher = Aucune classe de ce hub n'a le code { $code }. Vérifiez le code que vous avez reçu en créant la classe.
service__refusal__bad_players = Une classe compte de 2 à 5 joueurs ; vous en avez demandé { $players }.
service__refusal__bad_class_seed = Le numéro d'une classe est un nombre entier de 0 à { $top } ; vous avez demandé { $seed }.
service__refusal__bad_partners__class = On ne joue en équipe que dans une classe de 4 joueurs ; vous en avez demandé { $players }.
service__refusal__class_taken = La classe { $code } existe déjà sur ce hub. Choisissez un autre numéro de classe.
service__refusal__own_class = Vous êtes le professeur de la classe { $code } : vous ne pouvez donc pas la rejoindre comme élève.
service__refusal__not_a_member = Tu n'as pas rejoint la classe { $code }. Rejoins-la d'abord avec son code.
service__refusal__too_long = { $value } est trop long. Ici, { $limit } caractères au plus sont acceptés.
# tables and seats
service__refusal__bad_table = { $table } n'est pas un numéro de table.
service__refusal__no_such_table = Il n'y a pas de table { $table } sur ce hub.
service__refusal__other_class = La table { $table } appartient à une classe dont tu ne fais pas partie.
service__refusal__bad_seats = Une table a de 2 à 5 places, et { $seats } n'est pas l'un de ces nombres.
service__refusal__bad_seats__class = La classe { $code } est prévue pour { $players } joueurs : ses tables ont donc de 2 à { $players } places ; vous avez demandé { $seats }.
service__refusal__bad_seats__class_of_two = La classe { $code } est prévue pour 2 joueurs : ses tables ont donc 2 places ; vous avez demandé { $seats }.
service__refusal__bad_partners = On ne joue en équipe qu'à une table de 4 places, et cette table en a { $seats }.
service__refusal__bad_partners__type = En équipe ou pas, la réponse est oui ou non, et { $partners } n'est ni l'un ni l'autre.
service__refusal__bad_level = L'ordinateur joue à l'un de ces niveaux : { $levels }. { $level } n'en fait pas partie.
service__refusal__bad_seat = La table { $table } a les places 0 à { $top }, et { $seat } n'en fait pas partie.
service__refusal__seat_taken = À la table { $table }, la place { $name } est déjà prise. Choisis une place libre.
service__refusal__table_full = Toutes les places de la table { $table } sont prises.
service__refusal__seated_elsewhere = Tu as déjà une place à la table { $table }. Quitte-la pour de bon avant de t'asseoir à une autre table.
service__refusal__not_seated = Tu n'as pas de place à la table { $table }. Assieds-toi d'abord.
service__refusal__away = Tu as quitté la table { $table }. Rassieds-toi à cette table pour jouer.
# moves
service__refusal__not_your_seat = Ce coup est pour la place { $seat }, et la tienne est la place { $mine }. Tu ne joues que pour ta propre place.
service__refusal__paused = Ton professeur a mis la partie en pause. Attends qu'elle reprenne.
service__refusal__out_of_game = Tu n'es plus dans cette partie : tu ne joues donc plus aucun coup. Les autres continuent.
service__refusal__action_too_long = Ce coup fait { $length } caractères, et un coup en fait { $limit } au plus.
service__refusal__malformed_action__type = Un coup s'écrit sous forme de texte, comme draw. { $action } n'est pas du texte.
service__refusal__round_not_over = La manche { $number } est encore en cours. La manche suivante commence quand celle-ci est finie.
service__refusal__game_over = Cette partie est finie : il n'y a donc pas de manche suivante.
# the class test
service__refusal__answer_too_long = Cette réponse fait { $length } caractères, et une réponse en fait { $limit } au plus.
service__refusal__already_answered = Tu as déjà répondu à l'énigme { $number }. C'est ta première réponse qui compte.
service__refusal__test_released = Les notes de ce test sont publiées : il n'accepte donc plus de réponses.
# progress reports
service__refusal__bad_progress__kind = Un rapport de progression porte sur une leçon ou sur l'entraînement, pas sur { $kind }.
service__refusal__bad_progress__lesson = { $report } n'est pas une leçon suivie de l'une de ses étapes, comme { $example }.
service__refusal__bad_progress__practice = { $report } n'est pas un type d'énigme. Les types sont : { $kinds }.
service__refusal__bad_progress__stars = { $value } n'est pas un nombre d'étoiles. Une étape rapporte de 0 à 3 étoiles.
service__refusal__bad_progress__level = { $value } n'est pas un niveau d'entraînement. Les niveaux vont de 1 à 3.
# the results, for a gradebook (the columns of the CSV file)
service__csv__student = Élève
service__csv__total = Total
service__csv__seconds = Temps passé (secondes)
# the database (the hub administrator's words)
service__store__url = { $url } n'est pas une adresse de base de données que le service de classe peut utiliser. Donnez une adresse SQLAlchemy comme { $examples }.
service__store__driver = Le service de classe a besoin du paquet Python { $driver } pour { $url }, et ce Python ne l'a pas. L'option « class » de konkan installe psycopg, pour les adresses postgresql+psycopg.
service__store__unreachable = Le service de classe n'a pas pu ouvrir sa base de données à l'adresse { $url }. La base de données a répondu : { $why }

## widgets/base: The widgets' words: labels, buttons and what a page shows around the table. ``widget.base.*`` are the words every widget's page uses (js/src/base.js: a card's name, a rule's chip); every widget sends them to its page.

# What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
# page when the widget is made, since nothing can be sent after. {what} names the widget.
widget__lost = Connexion perdue ({ $what }) : exécute à nouveau les cellules (Run ▸ Run All Cells).
widget__base__noun = widget
# A card's name, for a screen reader (konkan.Card.name says the same).
widget__base__card = { $rank } de { $suit }
widget__base__card__joker = joker
widget__base__card__joker__text = Joker
widget__base__card__back = carte face cachée
widget__base__suit__S = pique
widget__base__suit__H = cœur
widget__base__suit__D = carreau
widget__base__suit__C = trèfle
widget__base__rank__1 = as
widget__base__rank__2 = deux
widget__base__rank__3 = trois
widget__base__rank__4 = quatre
widget__base__rank__5 = cinq
widget__base__rank__6 = six
widget__base__rank__7 = sept
widget__base__rank__8 = huit
widget__base__rank__9 = neuf
widget__base__rank__10 = dix
widget__base__rank__11 = valet
widget__base__rank__12 = dame
widget__base__rank__13 = roi
# A rule cited in a sentence, drawn as a chip: its short text when Python sent none, and its label.
widget__base__rule__unknown = Règle { $rule } du livre des règles.
widget__base__rule__chip = Règle { $rule } : afficher ce qu'elle dit
widget__base__colours__two = Rouge et noir
widget__base__colours__four = Quatre teintes
# What an intent's field must be (konkan/widgets/base.py: FIELD_TYPES), said when it is not.
widget__base__field__card = un numéro de carte de 0 à 105
widget__base__field__cards = une liste de numéros de cartes différents, de 0 à 105
widget__base__field__groups = une liste de groupes de numéros de cartes
widget__base__field__index = un nombre entier de 0 à 1000
widget__base__field__count = un nombre entier, 0 ou plus
widget__base__field__seat = une place de 0 à 4
widget__base__field__bool = true ou false
widget__base__field__word = un mot court
widget__base__field__text = un texte
widget__base__field__indices = une liste de nombres entiers différents, de 0 à 1000
widget__base__field__mapping = un dictionnaire de champs
# An intent the widget cannot read, or a fault of ours while it answered one.
widget__base__error__bug = Le widget n'a pas pu faire cela ({ $error } : { $detail }) ; rien n'a changé.
widget__base__error__binary = Le widget a ignoré un message contenant des données binaires : il n'en attend aucune.
widget__base__error__not_mapping = Le widget a ignoré un message qui n'était pas un dictionnaire de champs.
widget__base__error__too_deep = Le widget a ignoré un message trop imbriqué pour être un coup.
widget__base__error__not_json = Le widget a ignoré un message qu'il n'a pas pu lire comme du JSON.
widget__base__error__too_long = Le widget a ignoré un message de { $size } caractères : bien trop long pour un coup.
widget__base__error__no_kind = Le widget a ignoré un message sans champ 'kind' pour dire ce qu'il demande.
widget__base__error__unknown_kind = Le widget a ignoré un message de type inconnu { $kind } (il connaît { $known }).
widget__base__error__unknown_field = Le widget a ignoré un message { $kind } avec un champ inconnu { $field }.
widget__base__error__wrong_type = Le widget a ignoré un message { $kind } : { $field } doit être { $words }.
widget__base__error__missing_field = Le widget a ignoré un message { $kind } sans son champ { $field }.
# A widget's bundle missing from the package (a checkout where `make js` has not run).
widget__base__error__bundle = Pas de bundle de widget { $name } dans { $folder } : sa source est js/src/{ $source }.js, et `make js` construit les bundles
# konkan.widgets asked for a name it does not have, or a widget whose module is missing.
widget__base__error__no_name = le module { $module } n'a pas d'attribut { $name }
widget__base__error__not_built = { $name } n'est pas encore construit : konkan/widgets/{ $module }.py est absent ({ $error })
# The pictures' drawing helpers (konkan/widgets/_small.py) were given something else.
widget__base__error__not_svg = ce n'est pas un dessin SVG de konkan.render

## widgets/checker: The meld checker's words (konkan/widgets/checker.py, js/src/checker.js).

widget__checker__noun = vérificateur de combinaisons
widget__checker__title = Vérificateur de combinaisons
widget__checker__how = Choisis des cartes (clique, ou utilise les flèches puis Espace) pour voir ce qu'elles forment.
widget__checker__clear = Effacer
widget__checker__nothing_picked = Aucune carte choisie.
widget__checker__cards = Cartes à vérifier
widget__checker__run = Une suite, { $points } points
widget__checker__set = Un groupe, { $points } points
widget__checker__not_a_meld = Pas une combinaison
widget__checker__laid_out = Dans l'ordre : { $cards }
widget__checker__joker_is = Joker = { $cards }
widget__checker__jokers_are = Jokers = { $cards }
widget__checker__readings = Ce que le joker remplace
widget__checker__stands_for = Le joker remplace :
widget__checker__said = { $kind }. { $message }
# What Python says (konkan/widgets/checker.py): refusals, the repr, the picture's words.
widget__checker__input__cards = cartes
widget__checker__input__joker = lecture du joker
widget__checker__not_shown = { $card } ne fait pas partie des cartes affichées : tu ne peux donc pas la choisir.
widget__checker__not_shown__many = { $cards } ne font pas partie des cartes affichées : tu ne peux donc pas les choisir.
widget__checker__no_cards = Donne au vérificateur des cartes parmi lesquelles choisir, par exemple '7S 8S 9S JK'.
widget__checker__no_joker = Choisis d'abord une combinaison avec un joker.
widget__checker__start = Choisis des cartes pour voir si elles forment une combinaison.
widget__checker__summary__none__one = { $count } carte, aucune choisie
widget__checker__summary__none__many = { $count } cartes, aucune choisie
widget__checker__summary__run__one = { $count } carte, { $picked } choisie : une suite, { $points } points
widget__checker__summary__run__many = { $count } cartes, { $picked ->
        [one] { $picked } choisie
       *[other] { $picked } choisies
    } : une suite, { $points } points
widget__checker__summary__set__one = { $count } carte, { $picked } choisie : un groupe, { $points } points
widget__checker__summary__set__many = { $count } cartes, { $picked ->
        [one] { $picked } choisie
       *[other] { $picked } choisies
    } : un groupe, { $points } points
widget__checker__summary__no_meld__one = { $count } carte, { $picked } choisie : pas une combinaison
widget__checker__summary__no_meld__many = { $count } cartes, { $picked ->
        [one] { $picked } choisie
       *[other] { $picked } choisies
    } : pas une combinaison
widget__checker__picture__cards = Choisis des cartes à vérifier

## widgets/class_view: The words of a class on a school's JupyterHub, as the widgets say them: the teacher's live class view (``widget.class_view.*``), the class test when its answers go to the class service (``widget.class_test.hub.*``), and where a learner's stars and levels go besides their files (``widget.class_progress.*``).

# the teacher's class view: Python's sentences
widget__class_view__noun = vue de la classe
# one or many students joined (first), one or many tables (second)
widget__class_view__summary__one__one = classe { $code } : { $students } élève inscrit, { $tables } table
widget__class_view__summary__one__many = classe { $code } : { $students } élève inscrit, { $tables } tables
widget__class_view__summary__many__one = classe { $code } : { $students } élèves inscrits, { $tables } table
widget__class_view__summary__many__many = classe { $code } : { $students } élèves inscrits, { $tables } tables
widget__class_view__summary__none = classe { $code } : pas de service de classe à suivre
widget__class_view__no_service = Ce notebook ne tourne pas sur le hub d'une école avec le service de classe de konkan : il n'y a donc pas de classe à suivre ici. Sur Binder ou sur le site, la classe reste dans des fichiers : voir le guide du professeur.
# names the page's button widget.class_view.page.resume, word for word
widget__class_view__paused = Toutes les tables sont en pause. Posez votre question à la classe, puis appuyez sur « Reprendre toutes les tables ».
widget__class_view__resumed = Le jeu reprend à toutes les tables.
widget__class_view__error__table = La classe { $code } n'a pas de table { $table } : ses tables sont numérotées { $numbers }, comme le montre cette vue.
widget__class_view__no_table = Aucune table n'est encore ouverte : il n'y en a donc aucune à mettre en pause ou à reprendre.
widget__class_view__released = Les notes sont publiées : chaque élève voit maintenant ses propres notes et les réponses.
widget__class_view__saved = Les résultats sont enregistrés dans le fichier { $path } : une ligne par élève, une colonne par énigme.
widget__class_view__not_saved = Les résultats n'ont pas pu être enregistrés dans { $path } : { $error }.
widget__class_view__lost_service = Le service de classe n'a pas répondu, donc cette vue n'est pas à jour : { $error }
widget__class_view__mistakes__reviewing = Bilan des manches de vos élèves : { $bar } { $done } sur { $total }.
widget__class_view__mistakes__done__one = Bilan fait sur { $rounds } manche jouée par vos élèves : voici les types d'erreurs, les plus fréquentes d'abord.
widget__class_view__mistakes__done__many = Bilan fait sur { $rounds } manches jouées par vos élèves : voici les types d'erreurs, les plus fréquentes d'abord.
widget__class_view__error__progress = progress doit être une fonction à appeler avec chaque ligne de progression du bilan, comme print, et non { $value }
widget__class_view__mistakes__heading = Les erreurs les plus fréquentes de la classe
widget__class_view__mistakes__moments = Des moments sur lesquels interroger la classe, les plus coûteux d'abord : affichez-en un au projecteur avec son numéro. Aucun nom ne l'accompagne.
widget__class_view__mistakes__no_round = Aucune manche de la classe { $code } n'est encore finie : il n'y a donc rien pour le bilan. Réessayez après une manche.
widget__class_view__error__vote_first = Il n'y a pas encore de moment sur lequel interroger la classe : affichez d'abord la liste des erreurs de votre classe, puis choisissez un moment par son numéro.
widget__class_view__error__vote = Il n'y a pas de moment { $n } : le bilan en a trouvé { $count }, choisissez donc un numéro de 1 à { $count }.
widget__class_view__voted = Le projecteur pose la question à la classe : « { $sentence } » Les élèves répondent à leur table. Quand ils ont répondu, affichez la réponse depuis ce notebook.
widget__class_view__revealed = Le projecteur affiche la réponse : { $reveal }
widget__class_view__picture__title = Classe { $code }
widget__class_view__picture__students__one = { $students } élève inscrit.
widget__class_view__picture__students__many = { $students } élèves inscrits.
widget__class_view__picture__answers__one = { $answered } réponse au test donnée.
widget__class_view__picture__answers__many = { $answered } réponses au test données.
widget__class_view__picture__tables__one = { $tables } table ouverte.
widget__class_view__picture__tables__many = { $tables } tables ouvertes.
widget__class_view__error__code = ClassView a besoin de votre code de classe, entre guillemets, comme ClassView("river-7661") ; { $got } n'est pas un code de classe.
# the teacher's class view: the page's words
widget__class_view__page__title = Classe { $code }
widget__class_view__page__live = En direct : cette vue change pendant que vos élèves travaillent.
widget__class_view__page__students = Élèves
widget__class_view__page__no_students = Aucun élève n'a encore rejoint la classe. Donnez-leur le code de classe { $code }.
widget__class_view__page__student = Élève
widget__class_view__page__lessons = Leçons
widget__class_view__page__practice = Entraînement
widget__class_view__page__test = Test
widget__class_view__page__none_yet = rien pour l'instant
widget__class_view__page__lesson_chip = Leçon { $number } : { $stars } ★
widget__class_view__page__lesson_title = { $title } : { $done } sur { $steps } étapes faites
widget__class_view__page__practice_chip = { $kind } : niveau { $level }
widget__class_view__page__answered_of = { $answered } sur { $count }
widget__class_view__page__puzzle_answered = Énigme { $number } : réponse donnée
widget__class_view__page__puzzle_not_yet = Énigme { $number } : pas encore de réponse
widget__class_view__page__tables = Tables
widget__class_view__page__no_tables = Aucune table n'est encore ouverte.
widget__class_view__page__table = Table { $number }
widget__class_view__page__round = Manche { $round }
widget__class_view__page__round_over = La manche { $round } est finie
widget__class_view__page__game_over = La partie est finie
widget__class_view__page__paused = En pause
widget__class_view__page__seat_student = { $seat } : { $user }
widget__class_view__page__seat_away = { $seat } : { $user } (pas là, l'ordinateur joue)
widget__class_view__page__seat_computer = { $seat } : l'ordinateur
widget__class_view__page__score = { $points } points
widget__class_view__page__to_play = c'est son tour
widget__class_view__page__pause = Mettre toutes les tables en pause
widget__class_view__page__resume = Reprendre toutes les tables
widget__class_view__page__release = Publier les notes
widget__class_view__page__released = Notes publiées
widget__class_view__page__sure_release = Publier les notes maintenant ? Chaque élève verra alors ses propres notes, et plus aucune réponse ne sera acceptée.
widget__class_view__page__yes_release = Oui, publier les notes
widget__class_view__page__not_yet = Pas encore
widget__class_view__page__save = Enregistrer les résultats (CSV)
widget__class_view__page__actions = Les boutons du professeur
# the class test on a hub: Python's sentences
widget__class_test__hub__on_hub = Ce test se déroule sur le hub de ton école : chaque réponse part chez ton professeur dès que tu la donnes, et aucun fichier n'est écrit.
widget__class_test__hub__sent__next = Ta réponse à l'énigme { $number } est partie chez ton professeur : « { $answer } ». Voici l'énigme { $next }.
widget__class_test__hub__sent__all = Ta réponse à l'énigme { $number } est partie chez ton professeur : « { $answer } ». C'était ta dernière énigme.
widget__class_test__hub__answered_already = Ton professeur a déjà ta réponse à l'énigme { $number }, et elle ne peut plus changer.
widget__class_test__hub__welcome_back = Bon retour, { $name } : { $answered ->
        [one] ton professeur a { $answered } réponse sur { $count }.
       *[other] ton professeur a { $answered } réponses sur { $count }.
    }
widget__class_test__hub__closed_before = Ton professeur avait déjà publié les notes quand tu as commencé : ce test est donc fermé, et tu ne peux plus donner de réponse. Voici ses { $count } énigmes avec leurs réponses, à regarder.
widget__class_test__hub__not_released = Ton professeur n'a pas encore publié les notes. Redemande plus tard.
widget__class_test__hub__no_finish = Sur le hub, il n'y a rien à rendre : chaque réponse est partie chez ton professeur dès que tu l'as donnée.
widget__class_test__hub__no_word = Sur le hub, c'est ton professeur qui publie les notes : appuie sur « Voir mes notes ».
widget__class_test__hub__fixed_test = Sur le hub, le test est celui que donne le code de classe : le type, le nombre et le niveau ne peuvent pas être choisis ici.
widget__class_test__hub__other_test = Le service de classe a, pour la classe { $code }, un autre test que celui de ce notebook.
widget__class_test__hub__summary__no_code = test sur le hub, en attente du code de classe
widget__class_test__hub__summary__answering = test de la classe { $code } sur le hub, { $name } : réponses { $answered } sur { $count }
widget__class_test__hub__summary__sent = test de la classe { $code } sur le hub, { $name } : tout est répondu, notes pas encore publiées
widget__class_test__hub__summary__results = test de la classe { $code } sur le hub, { $name } : score { $right } sur { $count }
# the class test on a hub: the page's words
widget__class_test__hub__page__start_label = Commencer le test
widget__class_test__hub__page__who = Le hub sait qui tu es : tape seulement ton code de classe.
widget__class_test__hub__page__sent = Ton professeur a ta réponse à cette énigme. Elle ne peut plus changer.
widget__class_test__hub__page__marks = Voir mes notes
widget__class_test__hub__page__waiting = Ton professeur a tes { $count } réponses. Tes notes s'afficheront ici dès que ton professeur les publiera.
widget__class_test__hub__page__badge_sent = Tout est répondu
# a learner's stars and levels, reported to the class on a hub
widget__class_progress__lesson = Tes étoiles vont aussi à ton professeur, dans la classe { $code }.
widget__class_progress__practice = Tes niveaux vont aussi à ton professeur, dans la classe { $code }.
widget__class_progress__off_hub__lesson = Il n'y a pas de service de classe ici (il ne fonctionne que sur le hub d'une école) : tes étoiles restent donc sur cet ordinateur, et ton professeur ne les voit pas.
widget__class_progress__off_hub__practice = Tu t'entraînes sur les énigmes de la classe { $code }. Il n'y a pas de service de classe ici (il ne fonctionne que sur le hub d'une école) : tes niveaux restent donc sur cet ordinateur, et ton professeur ne les voit pas.
widget__class_progress__failed = Ton travail est gardé sur cet ordinateur, mais le service de classe ne l'a pas reçu, donc ton professeur ne le voit pas : { $error }

## widgets/lesson: The lesson widget's words (konkan/widgets/lesson.py, js/src/lesson.js); its table's are the table's.

widget__lesson__noun = leçon
widget__lesson__label = Leçon de Konkan
widget__lesson__stars__none = pas encore faite
widget__lesson__stars__one = { $count } étoile
widget__lesson__stars__many = { $count } étoiles
widget__lesson__not_mine = Ce ne sont pas tes étoiles ?{" "}
widget__lesson__afresh = Tout recommencer
widget__lesson__afresh_ask = Tout recommencer ? Les étoiles affichées et les niveaux d'entraînement sont mis de côté pour l'élève à qui ils appartiennent, et les tiens repartent de zéro.{" "}
widget__lesson__afresh_yes = Oui, tout recommencer
widget__lesson__afresh_no = Non, ce sont les miennes
widget__lesson__steps = Les étapes de cette leçon
widget__lesson__step_label = Étape { $number }, { $title }, { $stars }
widget__lesson__title = Leçon { $number } : { $title }
widget__lesson__complete = Leçon terminée : toutes les étapes sont réussies
widget__lesson__done = { $done ->
        [one] { $done } étape réussie
       *[other] { $done } étapes réussies
    } sur { $count }
widget__lesson__step_name = Étape { $number } sur { $count } : { $title }
widget__lesson__question = Question : { $prompt }
widget__lesson__your_answer = Ta réponse :
widget__lesson__check = Vérifier
widget__lesson__choices__many = Choix : choisis toutes les bonnes réponses
widget__lesson__choices__one = Choix : choisis-en un
widget__lesson__check_why = Vérifie ta réponse
widget__lesson__pick_first = Choisis d'abord une réponse.
widget__lesson__earned = { $stars } pour cette étape
widget__lesson__hint_is = Indice :{" "}
widget__lesson__solution = Solution
widget__lesson__controls = Leçon
widget__lesson__hint = Indice
widget__lesson__show_solution = Voir la solution
widget__lesson__retry = Réessayer
widget__lesson__retry_why = Recommencer cette étape
widget__lesson__next = Suivant
widget__lesson__next_step = Étape suivante
widget__lesson__last_step = C'est la dernière étape de la leçon.
widget__lesson__next_why = Passer à l'étape suivante
widget__lesson__reach_goal = Atteins d'abord l'objectif.
# What Python says (konkan/widgets/lesson.py): refusals, the status line, the repr, the picture.
widget__lesson__error__lesson = lesson doit être le nom d'une leçon (comme 'melds'), son numéro ou un konkan.teaching.lessons.LessonPlan ; reçu { $got }
widget__lesson__error__progress = progress doit être un chemin de fichier ou un konkan.teaching.lessons.Progress ; reçu { $got }
widget__lesson__error__step_range = step doit être entre 1 et { $count } (les étapes de cette leçon) ; reçu { $got }
widget__lesson__error__step = step doit être le numéro d'une étape (1 pour la première) ou son identifiant ; reçu { $got }
widget__lesson__question_no_move = Cette étape est une question : réponds plus bas ; on n'y joue aucune carte.
widget__lesson__one_round = Une étape de leçon est une seule manche : appuie sur Suivant pour passer à l'étape suivante.
widget__lesson__no_new_game = Une leçon ne distribue pas de nouvelle partie : appuie sur Réessayer pour recommencer cette étape.
widget__lesson__button__question = Cette étape est une question : réponds plus bas.
widget__lesson__button__done = Cette étape est réussie : appuie sur Suivant pour continuer.
widget__lesson__button__failed = Cet essai est terminé : appuie sur Réessayer pour recommencer l'étape.
widget__lesson__status__done = Étape réussie.
widget__lesson__status__failed = Cet essai est terminé.
widget__lesson__status__question = Une question : réponds sous la table.
widget__lesson__status__goal = À toi de jouer. L'objectif : { $goal }
widget__lesson__you_play = Tu es { $name }
widget__lesson__goal_first = Atteins d'abord l'objectif de cette étape, ou choisis une autre étape dans la barre au-dessus.
widget__lesson__last = C'était la dernière étape de cette leçon.
widget__lesson__no_step = Cette leçon a les étapes 1 à { $count } : il n'y a pas d'étape { $number }.
widget__lesson__not_a_question = Cette étape se joue avec les cartes sur la table, pas avec une réponse.
widget__lesson__one_answer = Réponds soit avec les choix cochés, soit avec un nombre, pas les deux.
widget__lesson__afresh_done = Tes étoiles et tes niveaux d'entraînement commencent ici, à zéro.
widget__lesson__afresh_done__kept = Tes étoiles et tes niveaux d'entraînement commencent ici, à zéro. Ceux affichés avant sont gardés pour l'élève à qui ils appartiennent, dans le dossier { $folder } : { $where }.
widget__lesson__repr = Leçon { $number } « { $title } » : étape { $step } sur { $count }, { $done } sur { $count } réussies

## widgets/practice: The practice widget's words (``widget.practice.*``) and the class test's (``widget.class_test.*``): what the page shows around a puzzle, the test's stages, their pictures, and what either refuses (``error.widget.practice.*``, ``error.widget.class_test.*``).

# what the page calls the widget once its kernel is gone (widget.lost)
widget__practice__noun = entraînement
widget__class_test__noun = test
# what the page writes around a puzzle (js/src/puzzle.js, practice.js), sent to it as templates
widget__practice__page__root = Énigmes d'entraînement
widget__practice__page__title = Entraînement
widget__practice__page__level_badge = Niveau { $level } sur { $levels }
widget__practice__page__puzzle = Énigme { $number }
widget__practice__page__streak = Série { $streak }
widget__practice__page__streak_title = Bonnes réponses d'affilée dans cette boîte
widget__practice__page__score = { $right ->
        [one] { $right } bonne réponse
       *[other] { $right } bonnes réponses
    } sur { $tried }
widget__practice__page__two_colours = Rouge et noir
widget__practice__page__four_colours = Quatre teintes
widget__practice__page__all_in_melds = Toutes les cartes sont dans une combinaison.
widget__practice__page__row_label = { $caption } : { $cards }
widget__practice__page__your_melds = Tes combinaisons
widget__practice__page__no_melds_yet = Pas encore de combinaison.
widget__practice__page__remove = Retirer
widget__practice__page__remove_title = Remettre ces cartes dans la main
widget__practice__page__remove_label = Retirer la combinaison { $number } : { $cards }
widget__practice__page__check = Vérifier
widget__practice__page__keep = Valider cette réponse
widget__practice__page__keep_typed = Valider ce que j'ai tapé
widget__practice__page__your_answer = Ta réponse
widget__practice__page__answer_label = Ta réponse :
widget__practice__page__how = { $how }.
widget__practice__page__each_score = Le score de chaque joueur
widget__practice__page__make_meld = Faire une combinaison
widget__practice__page__pick_first = Choisis d'abord les cartes d'une combinaison.
widget__practice__page__put_back = Tout remettre
widget__practice__page__type_all = Ou tape-les toutes :
widget__practice__page__type_it = Ou tape-la :
widget__practice__page__cited = { $text } ({ $rule })
widget__practice__page__slip = L'erreur :
widget__practice__page__right = Juste !
widget__practice__page__not_right = Faux
widget__practice__page__speak_right = Juste ! { $text }
widget__practice__page__speak_wrong = Faux. { $text }
widget__practice__page__show_hint = Voir un indice
widget__practice__page__show_solution = Voir la solution
widget__practice__page__solution_title = Si tu regardes la solution avant de répondre, cette énigme compte comme ratée.
widget__practice__page__next = Énigme suivante
widget__practice__page__hint = Indice
widget__practice__page__solution = Solution
widget__practice__page__seen_first = Vue avant de répondre : cette énigme compte donc comme ratée.
widget__practice__page__levels_title = Ton niveau pour chaque type d'énigme :
widget__practice__page__levels_label = Ton niveau pour chaque type
widget__practice__page__level = niveau { $level }
widget__practice__page__level_of = niveau { $level } sur { $levels }
widget__practice__page__level_right = { $right } sur { $tried } { $right ->
        [one] juste
       *[other] justes
    }
# what the class test's page writes (js/src/class_test.js), sent to it as templates
widget__class_test__page__title = Test
widget__class_test__page__title_class = Test · classe { $code }
widget__class_test__page__badge_results = { $right } sur { $count } { $right ->
        [one] juste
       *[other] justes
    }
widget__class_test__page__badge_handed_in = Rendu
widget__class_test__page__badge_answered = { $answered } sur { $count } { $answered ->
        [one] répondue
       *[other] répondues
    }
widget__class_test__page__start_label = Commencer le test
widget__class_test__page__describe = Un test avec les énigmes de ta classe.
widget__class_test__page__how_it_goes = Chaque réponse est gardée dans un fichier au fur et à mesure. Quand tu as fini, tu rends le test. Tu vois ce que tu as bien fait, et pourquoi, quand ton professeur donne le mot de déblocage.
widget__class_test__page__ask_begun = Un test a été commencé sur cet ordinateur au nom de { $name }. Est-ce le tien ?
widget__class_test__page__ask_handed_in = Un test a été rendu sur cet ordinateur au nom de { $name }. Est-ce le tien ?
widget__class_test__page__mine = Oui, c'est le mien : continuer
widget__class_test__page__not_mine = Non, je suis quelqu'un d'autre qui s'appelle { $name } : commencer mon propre test
widget__class_test__page__not_mine_title = Le test commencé avant est gardé pour ton professeur ; le tien commence vide.
widget__class_test__page__another_name = Taper un autre nom
widget__class_test__page__code_label = Code de classe :
widget__class_test__page__name_label = Ton nom :
widget__class_test__page__start = Commencer le test
widget__class_test__page__begun_already = Déjà commencé ?
widget__class_test__page__carry_on_as = Continuer en tant que { $name }
widget__class_test__page__carry_on_as_class = Continuer en tant que { $name } (classe { $code })
widget__class_test__page__resume_how = Pour continuer en tant que { $name }, tape ton nom dans la case ci-dessus, puis « Commencer le test ».
widget__class_test__page__nav_label = Les énigmes du test
widget__class_test__page__nav_right = Énigme { $number }, juste
widget__class_test__page__nav_no_answer = Énigme { $number }, sans réponse
widget__class_test__page__nav_not_right = Énigme { $number }, pas juste
widget__class_test__page__nav_answered = Énigme { $number }, répondue
widget__class_test__page__nav_open = Énigme { $number }, pas encore de réponse
widget__class_test__page__results_label = Tes résultats
widget__class_test__page__you_got = Tu as { $right } { $right ->
        [one] bonne réponse
       *[other] bonnes réponses
    } sur { $count }.
widget__class_test__page__no_answer_given = Pas juste : aucune réponse n'a été donnée.
widget__class_test__page__answered_right = Juste ! Tu as répondu « { $answer } ».
widget__class_test__page__answered_wrong = Pas juste : tu as répondu « { $answer } ».
widget__class_test__page__the_answer = La réponse : { $answer }
widget__class_test__page__look_again = La revoir
widget__class_test__page__download = Télécharger { $name }
widget__class_test__page__handed_in_label = Rendu
widget__class_test__page__handed_in_line = Ton test est rendu : { $answered } { $answered ->
        [one] énigme répondue
       *[other] énigmes répondues
    } sur { $count }.
widget__class_test__page__release_how = Tes résultats s'affichent ici quand ton professeur donne le mot de déblocage. Tape-le, puis « Voir mes résultats ».
widget__class_test__page__release_label = Mot de déblocage :
widget__class_test__page__show_results = Voir mes résultats
widget__class_test__page__puzzle_of = Énigme { $number } sur { $count } : { $name }
widget__class_test__page__kept = Ta réponse pour l'instant : « { $answer } ». Donnes-en une autre pour la changer, jusqu'à ce que tu finisses.
widget__class_test__page__previous = Énigme précédente
widget__class_test__page__next = Énigme suivante
widget__class_test__page__skip = Passer cette énigme pour l'instant
widget__class_test__page__finish_left = Finir, avec { $left } sans réponse
widget__class_test__page__finish = Finir le test
widget__class_test__page__finish_title = Tes réponses sont notées, et ne peuvent plus être changées après.
widget__class_test__page__not_you = Tu n'es pas { $name } ?
widget__class_test__page__not_me = Ce n'est pas moi
widget__class_test__page__sure_one = Finir maintenant ? { $left } énigme n'a pas de réponse, et après cela aucune réponse ne pourra changer.
widget__class_test__page__sure_many = Finir maintenant ? { $left } énigmes n'ont pas de réponse, et après cela aucune réponse ne pourra changer.
widget__class_test__page__sure = Finir maintenant ? Après cela, aucune réponse ne pourra changer.
widget__class_test__page__yes_finish = Oui, finir le test
widget__class_test__page__not_yet = Pas encore
widget__class_test__page__no_answer = Aucune réponse n'a été donnée à cette énigme.
# the rows of cards a puzzle shows, each with its caption
widget__practice__row__left_in_hand = Les cartes qui restent dans la main
widget__practice__row__cards = Les cartes
widget__practice__row__hand = La main
widget__practice__row__opening = Ta main : choisis les cartes d'une combinaison, puis « Faire une combinaison »
widget__practice__row__went_down = { $name } a posé
widget__practice__row__never_down = { $name } n'a jamais posé
widget__practice__row__your_hand = Ta main
widget__practice__row__your_table_meld = Ta combinaison sur la table
widget__practice__row__top = Le dessus de la défausse
widget__practice__row__lay_off = Ta main : choisis les cartes que tu peux rajouter
widget__practice__row__your_meld = Ta combinaison ({ $name })
widget__practice__row__their_meld = La combinaison { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
# under the puzzle: levels go by kind
widget__practice__by_kind = Chaque type d'énigme a son propre niveau.
widget__practice__by_kind__top = « { $kind } » est au niveau { $level }, le plus haut.
widget__practice__by_kind__rise = « { $kind } » passe au niveau { $level } après { $after } bonnes réponses d'affilée à ce type d'énigme, dans n'importe quelle boîte : { $so_far } pour l'instant.
widget__practice__by_kind__streak = Ta série compte les bonnes réponses d'affilée dans cette boîte, tous types mélangés.
# said by Python to the practice page
widget__practice__welcome_back__streak = Bon retour : tu reprends là où tu en étais, à l'énigme { $number }, avec { $right ->
        [one] { $right } bonne réponse
       *[other] { $right } bonnes réponses
    } sur { $tried }, et ta série est de { $streak }.
widget__practice__welcome_back__no_streak = Bon retour : tu reprends là où tu en étais, à l'énigme { $number }, avec { $right ->
        [one] { $right } bonne réponse
       *[other] { $right } bonnes réponses
    } sur { $tried }, et pas encore de série.
widget__practice__note__right_now = Juste cette fois. C'est la première réponse à cette énigme qui compte.
widget__practice__note__first_counts = C'est la première réponse à cette énigme qui compte.
# repr and picture (where no kernel runs)
widget__practice__summary = { $kind }, niveau { $level }, énigme { $number }, { $right } sur { $tried } { $right ->
        [one] juste
       *[other] justes
    }
widget__practice__summary__mix = un mélange, maintenant { $kind }, niveau { $level }, énigme { $number }, { $right } sur { $tried } { $right ->
        [one] juste
       *[other] justes
    }
widget__practice__picture__title = Entraînement : { $kind } · niveau { $level } sur { $levels }
widget__practice__picture__right = Juste : { $text }
widget__practice__picture__wrong = Faux : { $text }
widget__practice__picture__tally = Série { $streak } · { $right } sur { $tried } { $right ->
        [one] juste
       *[other] justes
    }
widget__practice__picture__name = Entraînement : { $kind }
# what a practice refuses
error__widget__practice__mode = mode doit être 'study' (réponse tout de suite) ou 'test' (noté à la fin), et non { $mode }
error__widget__practice__test_only = name, count, level et folder sont pour le mode test ({ $mode }) ; l'entraînement garde le niveau propre à chaque type
error__widget__practice__code_or_seed = donne un code de classe, ou bien un seed ou des rules, mais pas les deux : le code fixe la table et les énigmes
# {call} is the Python that makes a test: Practice(code=..., mode='test')
error__widget__practice__start_is_test = start sert au mode test : { $call }
error__widget__practice__leave_is_test = leave sert au mode test : { $call }
error__widget__practice__for_test = Cela sert au mode test : { $call }.
error__widget__practice__not_to_pick = La carte { $card } ne fait pas partie des cartes à choisir ici.
error__widget__practice__in_a_meld = La carte { $card } est déjà dans une combinaison que tu as faite : retire d'abord cette combinaison.
error__widget__practice__no_melds = Cette énigme se résout sans faire de combinaisons.
error__widget__practice__pick_first = Choisis d'abord les cartes d'une combinaison, puis « Faire une combinaison ».
error__widget__practice__no_such_meld = Cette combinaison n'existe pas : il n'y a rien à retirer.
error__widget__practice__one_way = Donne ta réponse d'une seule façon : tapée dans une seule case, ou dans la case de chaque joueur.
error__widget__practice__no_such_boxes = Le widget a ignoré une réponse avec des cases que cette énigme n'a pas.
error__widget__practice__score_missing = Tape aussi un score pour { $name } : chaque joueur marque quelque chose, même 0.
error__widget__practice__pick_or_none = Choisis d'abord des cartes, ou appuie sur « { $none } ».
error__widget__practice__pick_cards_first = Choisis d'abord des cartes.
error__widget__practice__type_first = Tape d'abord ta réponse dans la case, puis « Vérifier ».
error__widget__practice__no_such_button = Cette énigme n'a pas de bouton de réponse « { $word } ».
# the class test: said by Python to its page
widget__class_test__welcome_back__handed_in = Bon retour, { $name } : ton test est rendu.
widget__class_test__welcome_back__one = Bon retour, { $name } : ta réponse est gardée. Continue avec l'énigme { $number }.
widget__class_test__welcome_back__many = Bon retour, { $name } : tes { $answers } réponses sont gardées. Continue avec l'énigme { $number }.
widget__class_test__own_name = Tape ton propre nom pour commencer ton test.
widget__class_test__kept__next = Ta réponse à l'énigme { $number } est gardée : « { $answer } ». Voici l'énigme { $next }.
widget__class_test__kept__all = Ta réponse à l'énigme { $number } est gardée : « { $answer } ». Toutes les énigmes ont maintenant une réponse : revois-les avec les numéros ci-dessus, ou finis le test.
widget__class_test__you_answered = Tu as répondu « { $answer } ».
# the class test's repr and picture
widget__class_test__summary__no_code = test, en attente du code de classe et du nom de l'élève
widget__class_test__summary__no_name = test de la classe { $code }, { $count } énigmes, en attente du nom de l'élève
widget__class_test__summary__handed_in = test de la classe { $code }, { $name } : rendu, résultats pas encore publiés
widget__class_test__summary__finished = test de la classe { $code }, { $name } : fini, score { $right } sur { $count }
widget__class_test__summary__answering = test de la classe { $code }, { $name } : énigme { $number }, réponses { $answered } sur { $count }
widget__class_test__picture__test = Test
widget__class_test__picture__code_and_name = Tape ton code de classe et ton nom dans le widget pour commencer.
widget__class_test__picture__title = Test · classe { $code }
widget__class_test__picture__title__name = Test · classe { $code } · { $name }
widget__class_test__picture__name = Tape ton nom dans le widget pour commencer.
widget__class_test__picture__handed_in = Rendu. Les résultats s'affichent quand ton professeur donne le mot de déblocage.
widget__class_test__picture__finished = Fini : score { $right } sur { $count }.
widget__class_test__picture__puzzle = Énigme { $number } sur { $count } : { $kind }
widget__class_test__picture__answered = { $answered } sur { $count } { $answered ->
        [one] répondue
       *[other] répondues
    }
widget__class_test__picture__name_of = Test de la classe { $code }
# what a class test refuses
error__widget__class_test__no_seed = en mode test, le code de classe fixe les énigmes et la table : ne donne ni seed, ni rules, ni progress
error__widget__class_test__taken = Ce test est déjà celui de { $name } ; relance la cellule pour un autre élève.
error__widget__class_test__code_first = Tape d'abord le code de classe que ton professeur t'a donné : un mot et quatre chiffres, comme olive-4271.
error__widget__class_test__other_class = Ce test est pour la classe { $code } ; relance la cellule pour une autre classe.
error__widget__class_test__finish_first = Finis d'abord le test : ses résultats viennent après.
error__widget__class_test__word_first = Tape d'abord le mot de déblocage : ton professeur le lit à voix haute quand tout le monde a rendu son test.
error__widget__class_test__not_the_word = Ce n'est pas le mot de déblocage de ce test : tape-le comme ton professeur le dit, quand tout le monde a fini.
error__widget__class_test__handed_in = Ton test est rendu : ses énigmes s'afficheront de nouveau avec tes résultats quand ton professeur donnera le mot de déblocage.
error__widget__class_test__puzzles = Ce test a les énigmes 1 à { $count }.
error__widget__class_test__finished = Ce test est fini : ses réponses sont notées et ne peuvent plus être changées.
error__widget__class_test__name_first = Tape d'abord ton nom, puis « Commencer le test ».
error__widget__class_test__code_and_name_first = Tape d'abord le code de classe et ton nom, puis « Commencer le test ».
error__widget__class_test__no_help = Dans un test, il n'y a ni indice ni solution avant la fin : finis le test pour voir chaque réponse notée, avec sa solution.
error__widget__class_test__no_next = Dans un test, va à une autre énigme avec son numéro ci-dessus, ou finis le test.

## widgets/retry: The words around a moment tried again at the table (konkan/widgets/retry.py: ``widget.retry.*``) and the practice of the learner's mistakes (``widget.mistakes.*``); what either refuses (``error.retry.outcome``, ``error.widget.mistakes.*``).

# one moment tried again (RetryState)
widget__retry__title = Un moment de ta partie : tu es { $name }
widget__retry__status__right = Tu as trouvé un bon coup. Appuie sur { $label } pour continuer.
widget__retry__status__answer = Le meilleur coup est montré sur la table. Essaie-le, ou appuie sur { $label } pour continuer.
widget__retry__solved = Tu as déjà trouvé un bon coup ici.
widget__retry__button__back = Retour à la partie
widget__retry__button__next = Moment suivant
widget__retry__button__finish = Terminer
widget__retry__button__done_why = Quitter ce moment.
widget__retry__button__leave_why = Retourner à la partie sans répondre : ce moment reste dans ton bilan.
widget__retry__no_hint = Pas d'indice ici : ce moment est une question. Essaie un coup ; après deux erreurs, la réponse s'affiche.
widget__retry__no_new_game = Ce moment vient d'une partie déjà jouée : il ne distribue pas de nouvelle partie.
widget__retry__one_move = Ce moment se joue en un seul coup : aucune manche ne suit ici.
widget__retry__not_done = Trouve d'abord un bon coup, ou trompe-toi deux fois pour voir la réponse.
# the learner's mistakes, practised (Mistakes)
widget__mistakes__noun = entraînement sur tes erreurs
widget__mistakes__label = Apprends de tes erreurs
widget__mistakes__title = Moment { $number } sur { $count } à réessayer aujourd'hui
widget__mistakes__count__one = 1 moment à réessayer aujourd'hui.
widget__mistakes__count__many = { $count } moments à réessayer aujourd'hui.
widget__mistakes__none = Pas d'erreur à travailler pour l'instant. Joue une manche, puis appuie sur Faire le bilan de la manche.
widget__mistakes__waiting__one__today = Tu as 1 moment gardé. Il n'est pas encore à réessayer : il revient plus tard aujourd'hui. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__waiting__one__tomorrow = Tu as 1 moment gardé. Il n'est pas encore à réessayer : il revient demain. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__waiting__one__days = Tu as 1 moment gardé. Il n'est pas encore à réessayer : il revient dans { $days } jours. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__waiting__many__today = Tu as { $kept } moments gardés. Aucun n'est encore à réessayer : le prochain revient plus tard aujourd'hui. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__waiting__many__tomorrow = Tu as { $kept } moments gardés. Aucun n'est encore à réessayer : le prochain revient demain. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__waiting__many__days = Tu as { $kept } moments gardés. Aucun n'est encore à réessayer : le prochain revient dans { $days } jours. Espacer les entraînements t'aide à mieux retenir.
widget__mistakes__none__title = Apprends de tes erreurs
widget__mistakes__finished = C'était le dernier moment pour aujourd'hui. Chacun revient un autre jour, et un moment raté revient plus tôt.
widget__mistakes__summary__one = { $due } moment sur { $kept } à réessayer maintenant
widget__mistakes__summary__many = { $due } { $due ->
        [one] moment
       *[other] moments
    } sur { $kept } à réessayer maintenant
widget__mistakes__no_move = Il n'y a aucun moment à réessayer maintenant.
error__retry__outcome = le résultat d'un nouvel essai doit être l'un de { $known }, reçu { $value }
error__widget__mistakes__book = Mistakes a besoin du chemin d'un fichier d'erreurs ou d'un MistakeBook, reçu { $value }

## widgets/scoresheet: The score sheet widget's words (konkan/widgets/scoresheet.py, js/src/scoresheet.js).

widget__scoresheet__noun = feuille de score
widget__scoresheet__title = Feuille de score
widget__scoresheet__how = Après chaque manche : les cartes qui restent à chaque joueur, qui a posé, qui a fini et comment.
widget__scoresheet__ending__out = A fini
widget__scoresheet__ending__hand = Hand
widget__scoresheet__ending__konkan = Konkan
widget__scoresheet__ending__declared = Konkan annoncé
widget__scoresheet__ending__void = Manche annulée
widget__scoresheet__end = La fin de la partie
widget__scoresheet__form = La manche à compter
widget__scoresheet__rows = Cartes restantes par joueur
widget__scoresheet__head__player = Joueur (nom modifiable)
widget__scoresheet__head__cards = Cartes restantes (ex. : KS 7H JK)
widget__scoresheet__head__read = Compris comme
widget__scoresheet__head__down = A posé
widget__scoresheet__head__out = A fini
widget__scoresheet__player = Joueur { $number }
widget__scoresheet__name = Nom du joueur { $number }
widget__scoresheet__name_how = Tape un nouveau nom, puis Entrée
widget__scoresheet__none = aucune
widget__scoresheet__went_down = a posé
widget__scoresheet__how_ended = Comment la manche s'est terminée
widget__scoresheet__how_it_ended = Comment elle s'est terminée :
widget__scoresheet__grid = Cartes à ajouter
widget__scoresheet__add = ajouter { $card }
widget__scoresheet__score = Compter la manche
widget__scoresheet__undo = Effacer la dernière manche
widget__scoresheet__new_game = Nouvelle partie
widget__scoresheet__new_evening = Nouvelle soirée
widget__scoresheet__grid_for = Ou clique sur des cartes pour les ajouter aux cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } (clique dans la ligne d'un autre joueur pour changer) :
widget__scoresheet__cards_left = { $name } : cartes restantes
widget__scoresheet__pick_for = Choisis dans la grille les cartes { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }
widget__scoresheet__down = { $name } a posé
widget__scoresheet__out = { $name } a fini
widget__scoresheet__out_of_game = éliminé de la partie
widget__scoresheet__no_cards = aucune carte
widget__scoresheet__score_why = Compter la manche saisie ci-dessus
widget__scoresheet__standings = Classement final
widget__scoresheet__game_over = Partie terminée
widget__scoresheet__teams = Équipes : { $first } et { $third } { $one } · { $second } et { $fourth } { $two }
widget__scoresheet__by_round = Scores par manche
widget__scoresheet__round = Manche
widget__scoresheet__name_out = { $name } (éliminé)
widget__scoresheet__is_out = { $name } est éliminé de la partie
widget__scoresheet__total = Total
widget__scoresheet__why = { $round } : l'explication de chaque ligne
# What Python says (konkan/widgets/scoresheet.py): refusals, what was saved, the repr, the picture.
widget__scoresheet__error__rules = rules doit être un objet Rules de konkan, et non { $got }
widget__scoresheet__error__players = players={ $players }, mais les règles disent { $rules } joueurs : indique seulement l'un des deux.
widget__scoresheet__error__partnership = partnership=True, mais les règles disent que chacun joue pour soi : indique seulement l'un des deux.
widget__scoresheet__error__path = path doit être un nom de fichier, comme 'evening.json', et non { $got }
widget__scoresheet__error__file = { $error } Il est laissé tel quel : déplace-le ou renomme-le, ou donne un autre nom de fichier à cette feuille.
widget__scoresheet__error__other_rules = La feuille de score { $path } a été tenue avec d'autres règles que celles données : ouvre-la sans joueurs ni règles, ou donne un autre chemin.
widget__scoresheet__error__other_names = La feuille de score { $path } appelle ses joueurs { $names } : ouvre-la sans noms, ou donne un autre chemin.
widget__scoresheet__greet = Saisis la manche : les cartes restantes de chaque joueur, qui a posé, qui a fini et comment.
widget__scoresheet__error__no_file = Indique où enregistrer la feuille de score : cette feuille n'a pas de fichier à elle.
widget__scoresheet__opened__one = { $file } ouvert : { $count } manche saisie.
widget__scoresheet__opened__many = { $file } ouvert : { $count } manches saisies.
widget__scoresheet__opened__one__day = { $file } ouvert : { $count } manche saisie, dernier enregistrement le { $weekday } { $day } { $month }.
widget__scoresheet__opened__many__day = { $file } ouvert : { $count } manches saisies, dernier enregistrement le { $weekday } { $day } { $month }.
widget__scoresheet__weekday__0 = lundi
widget__scoresheet__weekday__1 = mardi
widget__scoresheet__weekday__2 = mercredi
widget__scoresheet__weekday__3 = jeudi
widget__scoresheet__weekday__4 = vendredi
widget__scoresheet__weekday__5 = samedi
widget__scoresheet__weekday__6 = dimanche
widget__scoresheet__month__1 = janvier
widget__scoresheet__month__2 = février
widget__scoresheet__month__3 = mars
widget__scoresheet__month__4 = avril
widget__scoresheet__month__5 = mai
widget__scoresheet__month__6 = juin
widget__scoresheet__month__7 = juillet
widget__scoresheet__month__8 = août
widget__scoresheet__month__9 = septembre
widget__scoresheet__month__10 = octobre
widget__scoresheet__month__11 = novembre
widget__scoresheet__month__12 = décembre
widget__scoresheet__saved__empty = Enregistré dans { $file }, sans aucune manche saisie pour l'instant.
widget__scoresheet__saved__round = Enregistré dans { $file } après la manche { $number }.
widget__scoresheet__saved__void = Enregistré dans { $file } après la manche annulée.
widget__scoresheet__error__seat = Il n'y a pas de place { $seat } : la feuille a { $players } joueurs (places 0 à { $last }).
widget__scoresheet__error__out_add = { $name } est éliminé de la partie et ne joue plus de manches (R9).
widget__scoresheet__error__out_finisher = { $name } est éliminé de la partie, donc n'a pas joué cette manche (R9).
widget__scoresheet__error__ending = Une manche se termine par 'out', 'hand', 'konkan', 'declared' ou 'void', et non { $got }.
widget__scoresheet__renamed = { $old } s'appelle maintenant { $new }.
widget__scoresheet__same_name = { $new } garde le nom { $new }.
widget__scoresheet__scored__void = La manche annulée est sur la feuille, sans numéro : la manche { $number } est distribuée à nouveau (R2.3).
widget__scoresheet__scored = Manche { $number } comptée : la feuille ci-dessous explique chaque ligne.
widget__scoresheet__undone__void = La manche annulée est retirée de la feuille : ce que tu avais saisi est de nouveau dans le formulaire, pour le corriger et compter la manche.
widget__scoresheet__undone = La manche { $number } est retirée de la feuille : ce que tu avais saisi est de nouveau dans le formulaire, pour le corriger et compter la manche.
widget__scoresheet__new_game__done = Nouvelle partie : la feuille est vide, avec les mêmes joueurs. Saisis la manche 1 quand elle est finie.
widget__scoresheet__new_game__kept = Nouvelle partie : la feuille est vide, avec les mêmes joueurs. La précédente est gardée dans { $file }. Saisis la manche 1 quand elle est finie.
widget__scoresheet__new_evening__done = Nouvelle soirée : la feuille est vide, avec les mêmes joueurs. Saisis la manche 1 quand elle est finie.
widget__scoresheet__new_evening__kept = Nouvelle soirée : la feuille est vide, avec les mêmes joueurs. La feuille de la dernière fois est gardée dans { $file }. Saisis la manche 1 quand elle est finie.
widget__scoresheet__round_title = Manche { $number }
widget__scoresheet__round_title__void = Manche annulée (manche { $number } distribuée à nouveau)
widget__scoresheet__undo__none = Il n'y a aucune manche à effacer.
widget__scoresheet__undo__void = Retirer la manche annulée de la feuille et la remettre dans le formulaire
widget__scoresheet__undo__round = Retirer la manche { $number } de la feuille et la remettre dans le formulaire
widget__scoresheet__declare_note = La manche { $number } est la dernière : un Konkan annoncé dans cette manche puis posé fait gagner la partie, quels que soient les totaux (R8.6).
widget__scoresheet__new_evening_why = Garder cette feuille dans { $kept } et en commencer une vide dans { $file }
widget__scoresheet__closed = La feuille n'accepte plus de manches. « Nouvelle partie » recommence avec les mêmes joueurs ; « Effacer la dernière manche » remet la dernière manche dans le formulaire, pour la corriger.
widget__scoresheet__summary__players = { $count } joueurs
widget__scoresheet__summary__partnership = en équipe
widget__scoresheet__summary__rounds__one = { $count } manche
widget__scoresheet__summary__rounds__many = { $count ->
        [one] { $count } manche
       *[other] { $count } manches
    }
widget__scoresheet__summary__totals = totaux { $totals }
widget__scoresheet__summary__over = terminée
widget__scoresheet__picture__out = éliminé
widget__scoresheet__picture__teams = Équipes : { $first } et { $third } { $one }, { $second } et { $fourth } { $two }
widget__scoresheet__picture__round = Manche { $number } :
widget__scoresheet__picture__void = Manche annulée (manche { $number } distribuée à nouveau) :

## widgets/shared_table: The shared table's words (``widget.shared_table.*``): a student's card table on the class service (konkan/widgets/shared_table.py, js/src/table_seats.js): the tables and seats to pick from, what the table says at its top, and what it refuses.

# the seat picker (js/src/table_seats.js), sent to the page as templates
widget__shared_table__picker = Tables de la classe { $code }
widget__shared_table__picker__intro = Choisis une place libre pour jouer avec ta classe.
widget__shared_table__picker__none = Ton professeur n'a pas encore ouvert de table. Attends un moment : elle va s'afficher ici.
widget__shared_table__picker__table = Table { $number }
widget__shared_table__picker__round = Manche { $number }
widget__shared_table__picker__paused = en pause
widget__shared_table__picker__mine = { $name } : ta place. Rassieds-toi
widget__shared_table__picker__free = { $name } : libre. Assieds-toi ici
widget__shared_table__picker__taken = { $name } : { $user }
widget__shared_table__picker__away = { $name } : { $user } (pas là, l'ordinateur joue)
widget__shared_table__picker__computer = { $name } : ordinateur
widget__shared_table__picker__refresh = Regarder à nouveau
widget__shared_table__picker__seats = Places de la table { $number }
# at the table
widget__shared_table__leave = Quitter la table
widget__shared_table__leave_why = Pendant ton absence, l'ordinateur joue à ta place dès qu'un autre élève est là
widget__shared_table__title = Table { $number } · { $round }
widget__shared_table__you = toi
# what Python says
widget__shared_table__off_hub = Il n'y a pas de service de classe ici (il ne fonctionne que sur le hub d'une école) : tu joues donc ici la partie de la classe { $code }, contre des joueurs ordinateur. Ton professeur ne voit pas cette table.
widget__shared_table__found = La classe { $code } est sur le service de classe de ton école : choisis une place.
widget__shared_table__sat = Tu prends la place { $name } à la table { $number } de la classe { $code }, sur le service de classe de ton école.
widget__shared_table__sat__took_over = Tu prends la place { $name } à la table { $number } de la classe { $code }. Jusqu'ici, l'ordinateur jouait { $name } : les coups que le journal t'attribue avant ton arrivée étaient donc joués par l'ordinateur.
widget__shared_table__left = Tu as quitté la table { $number }. Pendant ton absence, l'ordinateur joue à ta place dès qu'un autre élève est à la table. Rassieds-toi pour jouer toi-même.
widget__shared_table__away__played = Pendant ton absence, l'ordinateur a joué pour toi : { $moves }
widget__shared_table__log__for_you = l'ordinateur, pour toi
widget__shared_table__last_move__for_you = Dernier coup, joué pour toi par l'ordinateur pendant ton absence : { $text }
widget__shared_table__sent = Le service de classe a reçu ton coup.
widget__shared_table__status__paused = Ton professeur a mis les tables en pause. Attends que la partie reprenne.
widget__shared_table__question = Ton professeur pose une question à la classe sur la table { $number } : { $sentence }
widget__shared_table__question__elsewhere = Ton professeur pose une question à la classe sur la table { $number }, affichée au projecteur (ce n'est pas ta table) : { $sentence }
widget__shared_table__moment = Ton professeur pose une question à la classe sur un moment d'une partie, affiché au projecteur : { $sentence }
widget__shared_table__moment__hand = Les cartes de ce joueur (pas les tiennes : ta main est sur la table, plus bas)
widget__shared_table__moment__top = Le dessus de la défausse
widget__shared_table__moment__melds = Les combinaisons sur la table
widget__shared_table__moment__no_melds = Pas encore de combinaison sur la table.
widget__shared_table__moment__best = Tu as répondu { $answer } : c'était le meilleur coup ici. { $why }
widget__shared_table__moment__right = Tu as répondu { $answer } : un bon coup, presque aussi bon que le meilleur. { $why }
widget__shared_table__moment__worse = Tu as répondu { $answer }. { $reveal }
widget__shared_table__moment__shown = La réponse : { $reveal }
widget__shared_table__moment__answered = Ton professeur a reçu ta réponse, { $answer }. Attends la réponse.
widget__shared_table__moment__label__discard = discard ah
widget__shared_table__moment__label__take = draw ou take
widget__shared_table__moment__help__discard = Tape la carte à défausser, par exemple discard ah pour l'A♥.
widget__shared_table__moment__help__take = Tape draw pour piocher, ou take pour prendre la carte du dessus de la défausse.
widget__shared_table__question__label = draw, take, discard 7s…
widget__shared_table__question__form = La table ne comprend pas { $given } comme un coup. Écris le coup en abrégé, comme draw, take, discard 7s ou meld 7s 8s 9s (pour les couleurs, tu peux écrire une lettre : s pour pique, h pour cœur, d pour carreau et c pour trèfle).
widget__shared_table__question__button = Envoyer ma réponse
widget__shared_table__question__answered = Ton professeur a reçu ta réponse. Attends que la partie reprenne.
widget__shared_table__question__answered__with = Ton professeur a reçu ta réponse, « { $answer } ». Attends que la partie reprenne.
widget__shared_table__status__computer = À { $name } (ordinateur) de jouer.
widget__shared_table__error__local = Cette table n'est pas partagée avec une classe : il n'y a pas de place à choisir.
widget__shared_table__error__seated = Tu es déjà à une table : quitte-la d'abord.
widget__shared_table__error__not_seated = Choisis d'abord une place à une table.
widget__shared_table__error__no_table = La classe { $code } n'a pas de table { $table }.
widget__shared_table__error__shared = À une table partagée avec ta classe, c'est le service de classe qui fait jouer les ordinateurs et qui distribue.
widget__shared_table__error__poll = La table n'a pas reçu de nouvelles du service de classe ({ $error } : { $detail }). Elle réessaie dans un moment.
widget__shared_table__error__link = link doit être l'accès au service de classe (un ClassLink), et non { $got }
widget__shared_table__error__options = Une table partagée prend ses règles, ses places et sa donne dans la classe : indique seulement le code.
widget__shared_table__summary = table { $number } de la classe { $code }, { $name }
widget__shared_table__summary__picking = classe { $code }, pas encore de place

## widgets/small: The words of the smaller widgets' shared helpers (js/src/small.js): a row of cards to pick, a group of cards, a verdict's box. Every widget sends them to its page.

widget__small__cards = Cartes
widget__small__no_cards = Aucune carte.
widget__small__picked = { $card }, choisie
widget__small__rule = Règle { $rule }

## widgets/table: The card table's words (konkan/widgets/table.py, js/src/table.js); the lesson draws the same table.

widget__table__noun = table
widget__table__label = Table de jeu du Konkan
widget__table__controls = Commandes de la table
widget__table__normal_speed = Vitesse normale
widget__table__faster = Plus vite
widget__table__pause = Pause
widget__table__play_on = Continuer
widget__table__next_turn = Tour suivant
widget__table__next_turn_why = L'ordinateur dont c'est le tour joue tout son tour
widget__table__no_computer = Ce n'est au tour d'aucun ordinateur de jouer.
widget__table__step = Coup suivant
widget__table__step_why = Jouer tout de suite le prochain coup de l'ordinateur
# The teaching game (konkan/widgets/teaching_game.py): a clearly bad move taken back.
widget__table__teaching = Partie guidée
widget__table__teaching__why = Quand c'est activé, un coup qui te coûte clairement des points est annulé pour que tu puisses réessayer.
widget__table__teaching__thinking = L'ordinateur réfléchit à ton coup…
widget__table__teaching__wait = Attends un peu : la table réfléchit encore à ton coup.
widget__table__teaching__taken_back = Ton coup a été annulé : il te coûte clairement des points.
widget__table__teaching__taken_back__again = Ton coup a encore été annulé : il te coûte clairement des points.
widget__table__teaching__again = Essaie un autre coup.
widget__table__teaching__again__hint = C'est marqué sur la table. Essaie encore une fois : cette fois, ton coup est gardé, quel qu'il soit.
widget__table__teaching__again__last = Essaie encore une fois : cette fois, ton coup est gardé, quel qu'il soit.
widget__table__teaching__failed = Ton coup est gardé : la partie guidée n'a pas pu l'évaluer ({ $error }).
widget__table__teaching__error__table = La partie guidée, c'est seulement pour ta propre table contre l'ordinateur : pas pour plusieurs personnes devant un même écran, ni pour une leçon, ni pour la table partagée de la classe.
widget__table__summary__teaching = partie guidée
widget__table__side__top = En face
widget__table__side__left = À ta gauche
widget__table__side__right = À ta droite
widget__table__cards__one = { $count } carte
widget__table__cards__many = { $count } cartes
widget__table__seat = { $name }, { $cards }, n'a pas encore posé
widget__table__seat__down = { $name }, { $cards }, a posé
widget__table__seat__turn = { $name }, { $cards }, n'a pas encore posé, c'est son tour
widget__table__seat__down__turn = { $name }, { $cards }, a posé, c'est son tour
widget__table__computer = ordinateur
widget__table__to_play = son tour
widget__table__down = a posé
widget__table__not_down = n'a pas posé
widget__table__konkan = Konkan !
widget__table__piles = Pioche et défausse
widget__table__stock = Pioche, { $cards } : piocher
widget__table__stock__empty = Pioche, vide
widget__table__empty = vide
widget__table__stock__count = Pioche · { $count }
widget__table__pile__empty = Défausse, vide
widget__table__pile = Défausse, { $cards }, carte du dessus { $card } : la prendre
widget__table__pile__count = Défausse · { $count }
widget__table__melds = Combinaisons sur la table
widget__table__no_melds = Pas encore de combinaison sur la table.
widget__table__meld = Combinaison { $number }, { $owner ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $owner }
    } : { $message }
widget__table__points = { $points } pts
widget__table__joker_is = Joker = { $cards }
widget__table__jokers_are = Jokers = { $cards }
widget__table__out = Tu es éliminé de la partie.
widget__table__hand = Ta main · { $cards }
widget__table__hand__named = Ta main ({ $name }) · { $cards }
widget__table__sort_suit = Trier par couleur
widget__table__sort_rank = Trier par valeur
widget__table__show_hand = Montrer ma main
widget__table__hand_label = Ta main : les flèches pour te déplacer, Espace pour choisir une carte, Maj avec les flèches pour la déplacer
widget__table__card__picked = { $card }, choisie
widget__table__card__hinted = { $card }, conseillée par l'indice
widget__table__card__set_aside = { $card }, mise de côté
widget__table__no_cards = Il ne reste plus de cartes dans ta main.
widget__table__set_aside = Mises de côté pour poser ensemble :
widget__table__joker_choice = Ce que remplace le joker
widget__table__joker_as = Le joker remplace :
widget__table__joker_stands = Le joker remplace la carte { $card }
widget__table__pick = Choisis des cartes pour voir ce qu'elles forment.
widget__table__moves = Coups
widget__table__next_round = Manche suivante
widget__table__hint = Indice
widget__table__hint_why = Demander tout de suite le meilleur coup à l'ordinateur
widget__table__ask = Demander à la classe
widget__table__ask_why = Faire une pause et demander à la classe ce qu'elle ferait maintenant
widget__table__question = Une question pour la classe
widget__table__hint_is = Indice :{" "}
widget__table__show_hint = Montrer l'indice
widget__table__then_next_turn = Ensuite, appuie sur Tour suivant pour voir ce que fait { $name }, et pourquoi.
widget__table__then_step = Ensuite, appuie sur Coup suivant pour voir ce que fait { $name }, et pourquoi.
widget__table__then_move = Ensuite, joue le coup que la classe choisit.
widget__table__log = Ce qui s'est passé
widget__table__log_list = Liste des coups
widget__table__reasons = Montrer les raisons des ordinateurs
widget__table__scores = Feuille de score
widget__table__round = Manche
widget__table__not_in_round = pas dans cette manche
widget__table__total = Total
widget__table__round_line = Manche { $number } : { $message }
widget__table__scores_later = Les scores apparaissent à la fin d'une manche.
widget__table__player = Joueur
widget__table__this_round = Cette manche
widget__table__why = Pourquoi
widget__table__round_over = La manche { $number } est finie
widget__table__game_over = La partie est finie
widget__table__standings = Classement final
widget__table__round_result = Manche { $number } : { $message }
widget__table__round_result__void = Manche { $number } (annulée) : { $message }
widget__table__new_game = Nouvelle partie
widget__table__seed = Numéro de donne (laisse vide pour une nouvelle donne) :
widget__table__seed_example = ex. { $seed }
widget__table__seed_is = Le numéro de donne de cette partie : { $seed }
widget__table__last_move = Dernier coup : { $text }
# What Python says (konkan/widgets/table.py): the buttons, the status line, refusals, the repr.
widget__table__error__size = size doit être l'une des valeurs { $sizes }, et non { $got }
widget__table__error__code = donne un code de classe, ou bien une partie, des règles ou un numéro de donne, pas les deux : le code choisit la table et sa donne
widget__table__error__game = game doit être un objet Game de konkan, et non { $got }
widget__table__error__opponents = donne un adversaire pour chaque autre place ({ $seats }), et non { $got }
widget__table__and = { $first } et { $then }
widget__table__status__won = La partie est finie. Victoire : { $winners }.
widget__table__status__over = La partie est finie.
widget__table__status__round_over = La manche { $number } est finie.
widget__table__status__out = Tu es éliminé de la partie : ton total a dépassé { $score }. Les autres continuent ; tu regardes, sans voir leurs mains. À { $name } de jouer.
widget__table__status__computer = { $name } (ordinateur) est en train de jouer.
widget__table__status__paused = À { $name } (ordinateur) de jouer : en pause ; appuie sur Coup suivant, ou sur Continuer.
widget__table__status__paused__projector = À { $name } (ordinateur) de jouer : en pause ; appuie sur Tour suivant, ou sur Continuer.
widget__table__status__pass = À { $name } de jouer : passe l'écran, puis montre ta main.
widget__table__status__draw = À toi de jouer : pioche, ou prends la défausse.
widget__table__status__down = À toi de jouer : pose une combinaison ou rajoute une carte si tu peux, puis défausse.
widget__table__status__go_down = À toi de jouer : pose si tu peux, puis défausse.
# Laying off made easy to find (table_state.py: lay_off_help): the status line, a meld that
# takes the picked cards (its label and its word), and the live line until one is pressed.
widget__table__status__lay_off = Tu peux rajouter une carte à une combinaison sur la table (R6.1) : choisis-la, puis appuie sur la combinaison. Ensuite, défausse.
widget__table__meld__fits = Combinaison { $number }, { $owner ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $owner }
    } : { $message } Ce que tu as choisi va ici.
widget__table__fits = Va ici
widget__table__live__fits = { $text } Ou appuie sur une combinaison marquée Va ici pour l'y rajouter (R6.1).
widget__table__status__other = À { $name } de jouer.
widget__table__status__title = Manche { $number }
widget__table__status__title__of = Manche { $number } sur { $rounds }
widget__table__no_ask__over = La manche est finie : il n'y a pas de coup sur lequel poser une question.
widget__table__no_ask__computer = Pour demander à la classe le coup d'un ordinateur, il faut que toutes les mains soient visibles, Table(open=True), pour que tout le monde voie ses cartes.
widget__table__no_ask__hidden = Montre d'abord la main du joueur dont c'est le tour.
widget__table__why__discard = Choisis la carte à défausser (une seule).
widget__table__why__meld = Choisis d'abord les cartes d'une combinaison.
widget__table__why__lay_off = Choisis une carte, puis une combinaison sur la table.
widget__table__why__target = Choisis aussi une combinaison sur la table.
widget__table__error__button = la table n'a pas de bouton { $name }
widget__table__button__draw = Piocher
widget__table__button__take = Prendre la défausse
widget__table__button__put_back = La remettre
widget__table__button__meld = Poser
widget__table__button__lay_off = Rajouter
widget__table__button__swap = Échanger le joker
widget__table__button__discard = Défausser
widget__table__button__undo = Annuler
widget__table__button__declare = Annoncer Konkan
widget__table__button__stage = Mettre de côté
widget__table__button__unstage = Tout reprendre en main
widget__table__not_mine__over = La manche est finie.
widget__table__not_mine__hidden = Montre d'abord ta main.
widget__table__not_mine__out = Tu es éliminé de la partie.
widget__table__not_mine__turn = Ce n'est pas ton tour.
widget__table__unstage_why = Remettre les cartes mises de côté avec les autres.
widget__table__stage_why = Choisis les cartes d'une combinaison pour les mettre de côté.
widget__table__error__out = Tu es éliminé de la partie, donc tu n'as pas de main.
widget__table__error__hidden = Ta main est cachée : montre-la d'abord.
widget__table__error__not_held = { $cards } : pas dans ta main, donc impossible à choisir.
widget__table__error__joker = Le joker des cartes choisies ne peut pas compter comme { $card } : choisis d'abord une combinaison où le joker a le choix.
widget__table__error__order = Cet ordre ne contient pas exactement les cartes de ta main ; la main reste comme elle était.
widget__table__error__sort = Une main se trie par 'suit' (couleur) ou par 'rank' (valeur), pas par { $got }.
widget__table__error__no_meld = Il n'y a pas de combinaison { $index } sur la table : elle en a { $count }.
widget__table__error__shown = À cette table, ta main est toujours visible.
widget__table__error__pace = Le rythme est une attente de 50 à 1000 millisecondes.
widget__table__error__hint = Les indices, c'est seulement pendant ton tour.
widget__table__no_hint = Pas d'indice pour l'instant.
widget__table__ask_question = Que ferais-tu maintenant, à la place { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } ?
widget__table__error__ask_first = Demande d'abord à la classe ; l'indice vient après.
widget__table__error__computer__refused = { $name } (ordinateur) n'a pas pu jouer, donc le jeu est en pause : les règles refusent son coup : { $error }
widget__table__error__computer__failed = { $name } (ordinateur) n'a pas pu jouer, donc le jeu est en pause : il a échoué ({ $error } : { $detail })
widget__table__error__not_over = La manche { $number } n'est pas encore finie.
widget__table__error__game_over = La partie est finie : il n'y a pas de manche suivante.
widget__table__error__no_move = La table n'a pas de coup { $got }.
widget__table__error__turn = C'est le tour { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    }, pas le tien.
widget__table__error__still_playing = Cette partie est encore en cours : une nouvelle partie est distribuée une fois celle-ci finie (ou relance la cellule pour tout recommencer).
widget__table__new_game__seed = Une nouvelle partie est distribuée avec le numéro de donne { $seed } : toute personne qui commence une nouvelle partie avec ce numéro reçoit la même donne.
widget__table__new_game__class = La partie { $number } de la classe { $code } est distribuée : c'est la même donne pour tous ceux de la classe qui jouent la partie { $number } de la classe.
widget__table__dealt = La manche { $number } est distribuée.
widget__table__summary__hot_seat = plusieurs personnes devant un écran
widget__table__summary__one = { $name } contre { $count } joueur ordinateur
widget__table__summary__many = { $name } contre { $count } joueurs ordinateur
widget__table__summary__round = manche { $number }
widget__table__summary__round__of = manche { $number } sur { $rounds }
widget__table__summary__game_over = partie finie
widget__table__summary__round_over = manche finie
widget__table__summary__to_play = à { $name } de jouer
widget__table__summary__open = mains visibles
widget__table__summary__projector = taille projecteur

## widgets/table_review: The Review at the card table (konkan.widgets.table_review): the button, the panel of the round's choices, a moment drawn again on the table, and the better move played on. Its keys start with ``widget.table.review.`` so the table's page (which reads every ``widget.table.`` word) has them.

# the button, the panel
widget__table__review__button = Faire le bilan de la manche
widget__table__review__button_why = Revois chaque choix de la manche, ce qu'il t'a coûté et ce qui était mieux.
widget__table__review__panel = Bilan de la manche
widget__table__review__close = Fermer le bilan
widget__table__review__seats = Bilan de :
widget__table__review__seat__you = Toi
widget__table__review__title__you = Tes choix dans la manche { $number }
widget__table__review__title__other = Les choix { $name ->
        [Est] d'Est
        [Ouest] d'Ouest
       *[other] de { $name }
    } dans la manche { $number }
widget__table__review__progress = L'ordinateur examine chaque choix : { $done } sur { $total } faits.
widget__table__review__progress__start = L'ordinateur se prépare à examiner chaque choix.
widget__table__review__accuracy = Précision dans cette manche : { $accuracy } sur 100.
widget__table__review__luck__bad = Les cartes piochées valaient environ { $points ->
        [one] { $points } point
       *[other] { $points } points
    } de moins que des cartes piochées au hasard, en moyenne.
widget__table__review__luck__good = Les cartes piochées valaient environ { $points ->
        [one] { $points } point
       *[other] { $points } points
    } de plus que des cartes piochées au hasard, en moyenne.
widget__table__review__strip = Tous les choix de la manche, dans l'ordre
widget__table__review__legend = ★ meilleur coup · ✓ bon coup · ?! petite erreur · ? erreur · ?? grosse erreur
widget__table__review__moments = Les choix qui ont coûté le plus
widget__table__review__no_moments = Aucun choix n'a clairement coûté de points : il n'y a rien à revoir ici.
widget__table__review__played = Joué :
widget__table__review__better = Mieux :
widget__table__review__mark__played = Joué
widget__table__review__mark__better = Mieux
widget__table__review__lost = Environ { $points } points perdus.
widget__table__review__show = Le montrer sur la table
widget__table__review__retry = Réessayer
widget__table__review__retry_why = Retrouve ce moment : que ferais-tu ici ?
widget__table__review__book__one = 1 choix qui a coûté des points est gardé : l'entraînement pourra te le reposer plus tard.
widget__table__review__book__many = { $count } choix qui ont coûté des points sont gardés : l'entraînement pourra te les reposer plus tard.
widget__table__review__book__kept = Les choix qui ont coûté des points étaient déjà gardés pour l'entraînement.
widget__table__review__book__failed = Tes choix qui ont coûté des points n'ont pas pu être gardés pour l'entraînement ({ $error }).
# each chip of the strip (one per choice)
widget__table__review__symbol__best = ★
widget__table__review__symbol__good = ✓
widget__table__review__symbol__slip = ?!
widget__table__review__symbol__mistake = ?
widget__table__review__symbol__blunder = ??
widget__table__review__chip = Choix { $number } : { $move } { $grade }.
widget__table__review__chip__lost = Choix { $number } : { $move } { $grade }, environ { $points } points perdus.
widget__table__review__moment = Choix { $number } sur { $count }
# what was played, said of any seat
widget__table__review__move__draw = A pioché une carte.
widget__table__review__move__take = A pris la carte { $card } dans la défausse.
widget__table__review__move__take_top = A pris la carte du dessus de la défausse.
widget__table__review__move__put_back = A remis la carte sur la défausse.
widget__table__review__move__meld = A posé { $melds }.
widget__table__review__move__lay_off = A rajouté { $cards } à la combinaison { $meld } sur la table.
widget__table__review__move__swap = A échangé { $cards } contre le joker de la combinaison { $meld }.
widget__table__review__move__discard = A défaussé la carte { $card }.
widget__table__review__move__konkan = A annoncé Konkan.
widget__table__review__move__undo = A annulé le dernier coup.
# a moment on the table
widget__table__review__replay__status = Choix { $number } sur { $count }, avec la table comme { $name } la voyait à ce moment-là.
widget__table__review__replay__best = Bien joué : c'était le meilleur coup ici.
widget__table__review__replay__good = Un bon coup : presque aussi bon que le meilleur ici.
widget__table__review__replay__playing = Après le meilleur coup, l'ordinateur continue la manche : { $name } joue.
widget__table__review__replay__over = Après le meilleur coup, la manche s'est finie ainsi : { $message }
widget__table__review__replay__play_better = Jouer le meilleur coup
widget__table__review__replay__play_better_why = Vois la table après le meilleur coup, et la suite de la manche à partir de là.
widget__table__review__replay__back = Retour à la fin de la manche
widget__table__review__replay__marks = Ce qui est marqué Joué sur la table a été joué à ce moment-là ; ce qui est marqué Mieux était le meilleur choix.
# refusals
widget__table__review__error__not_over = Le bilan vient à la fin d'une manche : termine d'abord la manche { $number }.
widget__table__review__error__shared = Une table partagée avec la classe n'a pas de bilan ici.
widget__table__review__error__seat = Il n'y a pas de place { $seat } dans cette manche : choisis un des noms affichés.
widget__table__review__error__none = Appuie d'abord sur Faire le bilan de la manche : il n'y a pas encore de bilan.
widget__table__review__error__running = Le bilan est encore en cours de calcul : attends qu'il soit fini.
widget__table__review__error__no_choice = Il n'y a pas de choix au coup { $index } dans ce bilan.
widget__table__review__error__not_flagged = On ne peut réessayer qu'un choix qui a coûté des points.
widget__table__review__error__not_replaying = Sélectionne d'abord un choix du bilan, pour le montrer sur la table.
widget__table__review__error__replaying = La table montre un moment du bilan : appuie d'abord sur Retour à la fin de la manche.
widget__table__review__error__failed = Le bilan n'a pas pu être calculé ({ $error }).
widget__table__review__error__computer = { $name } n'a pas pu continuer après le meilleur coup ({ $error }).

## widgets/trainer: The opening trainer's words (konkan/widgets/trainer.py, js/src/trainer.js).

widget__trainer__noun = entraînement à la pose
widget__trainer__title = Entraînement à la pose
widget__trainer__groups = Tes combinaisons
widget__trainer__no_groups = Pas encore de combinaison : choisis des cartes, puis Faire une combinaison.
widget__trainer__run = Suite · { $points } pts
widget__trainer__set = Groupe · { $points } pts
widget__trainer__remove = Retirer
widget__trainer__remove_why = Remettre ces cartes dans la main
widget__trainer__remove_group = Retirer la combinaison { $number } : { $cards }
widget__trainer__accepted = Pose acceptée : { $points } points
widget__trainer__refused = Pose refusée
widget__trainer__best = La meilleure pose : { $points } points
widget__trainer__best_out = La meilleure pose : { $points } points, en finissant d'un coup
widget__trainer__heading = Entraînement à la pose · main { $hand }
widget__trainer__tally = Combinaisons : { $points } points ; le minimum est { $minimum }
widget__trainer__tally_run = Combinaisons : { $points } points ; le minimum est { $minimum }, avec une suite
widget__trainer__new_hand = Nouvelle main
widget__trainer__hand = Ta main
widget__trainer__hand_label = Ta main : les cartes qui ne sont dans aucune combinaison
widget__trainer__all_grouped = Toutes les cartes sont dans une combinaison.
widget__trainer__tools = Pose
widget__trainer__group = Faire une combinaison
widget__trainer__submit = Vérifier
widget__trainer__submit_why = Fais d'abord au moins une combinaison.
widget__trainer__clear = Effacer les combinaisons
widget__trainer__clear_why = Il n'y a aucune combinaison.
widget__trainer__picked_run = Choisi : une suite, { $points } points
widget__trainer__picked_set = Choisi : un groupe, { $points } points
widget__trainer__picked_none = Choisi : pas une combinaison
# What Python says (konkan/widgets/trainer.py): refusals, the comparison with the best opening,
# the repr and the picture's words.
widget__trainer__input__hand = main
widget__trainer__pick_meld = Choisis d'abord les cartes d'une combinaison.
widget__trainer__hand_size = Une pose se décide avec { $size } cartes en main (14 distribuées et une piochée) ; reçu { $got }.
widget__trainer__no_group = Il n'y a pas de combinaison { $index } : il y en a { $count }.
widget__trainer__group_first = Fais d'abord au moins une combinaison : choisis ses cartes, puis appuie sur Faire une combinaison.
widget__trainer__compare__impossible = Aucune pose n'était possible avec cette main.
widget__trainer__compare__existed = Une pose était possible : elle est montrée plus bas.
widget__trainer__compare__yours_out = Ta pose te fait finir d'un coup : aucune pose ne fait mieux.
widget__trainer__compare__best_out = Il y avait une meilleure pose : elle fait finir d'un coup.
widget__trainer__compare__better = Il y avait une meilleure pose : { $best } points contre tes { $mine }.
widget__trainer__compare__as_good = Il n'y avait pas de meilleure pose : la tienne vaut autant que la meilleure.
widget__trainer__not_free__many = { $cards } : ces cartes ne sont pas parmi tes cartes libres, tu ne peux donc pas les choisir.
widget__trainer__not_free = { $card } n'est pas parmi tes cartes libres, tu ne peux donc pas la choisir.
widget__trainer__pick_then_group = Choisis d'abord les cartes d'une combinaison, puis forme la combinaison.
widget__trainer__start = Main { $hand } : range tes cartes en combinaisons, puis appuie sur Vérifier.
widget__trainer__summary__one = main { $hand }, { $cards } cartes, { $groups } combinaison
widget__trainer__summary__one__accepted = main { $hand }, { $cards } cartes, { $groups } combinaison, pose acceptée
widget__trainer__summary__one__accepted__better = main { $hand }, { $cards } cartes, { $groups } combinaison, pose acceptée, il y avait mieux
widget__trainer__summary__one__refused = main { $hand }, { $cards } cartes, { $groups } combinaison, pose refusée
widget__trainer__summary__one__refused__better = main { $hand }, { $cards } cartes, { $groups } combinaison, pose refusée, il y avait mieux
widget__trainer__summary__many = main { $hand }, { $cards } cartes, { $groups ->
        [one] { $groups } combinaison
       *[other] { $groups } combinaisons
    }
widget__trainer__summary__many__accepted = main { $hand }, { $cards } cartes, { $groups ->
        [one] { $groups } combinaison
       *[other] { $groups } combinaisons
    }, pose acceptée
widget__trainer__summary__many__accepted__better = main { $hand }, { $cards } cartes, { $groups ->
        [one] { $groups } combinaison
       *[other] { $groups } combinaisons
    }, pose acceptée, il y avait mieux
widget__trainer__summary__many__refused = main { $hand }, { $cards } cartes, { $groups ->
        [one] { $groups } combinaison
       *[other] { $groups } combinaisons
    }, pose refusée
widget__trainer__summary__many__refused__better = main { $hand }, { $cards } cartes, { $groups ->
        [one] { $groups } combinaison
       *[other] { $groups } combinaisons
    }, pose refusée, il y avait mieux
widget__trainer__picture__hand = Main { $hand } : les cartes qui ne sont dans aucune combinaison
widget__trainer__picture__best = La meilleure pose :

// The app's albums screen (UIKit): a grid of albums in a collection view, two to a line, from
// a data source. Each item is one element, read by its album's title and count; XCUITest
// records it as a cell, and so does a unit-test capture of the view.
#if canImport(UIKit)
import AppScreens
import UIKit

final class AlbumsViewController: UIViewController, UICollectionViewDataSource {
    /// Each album's title, its number of photos and the name of its identifier.
    let albums: [(title: String, count: Int, name: String)] = [
        ("Recents", 1_204, "recents"), ("Favorites", 86, "favorites"), ("Screenshots", 312, "screenshots"),
        ("Selfies", 41, "selfies"),
    ]
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = AlbumsScreen.screenIdentifier
        // Two items to a line of the 390-point screen, 20 points apart.
        layout.itemSize = CGSize(width: 185, height: 220)
        layout.minimumInteritemSpacing = 20
        layout.minimumLineSpacing = 20
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Album")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
        let album = albums[indexPath.item]
        // The title under the cover; a reused cell keeps the label it was given.
        let title = cell.contentView.subviews.first as? UILabel ?? UILabel(frame: CGRect(x: 0, y: 190, width: 185, height: 30))
        title.text = album.title
        cell.contentView.addSubview(title)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = album.title
        cell.accessibilityValue = "\(album.count) photos"
        cell.accessibilityTraits = .button
        cell.accessibilityIdentifier = AlbumsScreen.id(album.name)
        return cell
    }
}
#endif
